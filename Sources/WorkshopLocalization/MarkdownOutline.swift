import WorkshopReaders

/// The parts of a Markdown text that a translation must keep: its headings (level and text, in
/// order), its sections (each heading with the text under it, its list items and which of them
/// are checked), its fenced code blocks and its link targets.
public struct MarkdownOutline: Equatable, Sendable {
  /// A section: the text before the first heading (heading `nil`), or a heading and its body.
  public struct Section: Equatable, Sendable {
    /// The section's heading, if any.
    public let heading: MarkdownHeading?
    /// The heading line and the lines under it, up to the next heading.
    public let text: String
    /// How many items its lists have, nested ones aside: a translation keeps them, since
    /// `workshop hint` gives one hint per item.
    public let listItems: Int
    /// The positions (from 1) of its list items checked `[x]`: a translation keeps them, since
    /// they mark a question's right choice (`QUESTIONS.md`).
    public let checkedItems: [Int]
  }

  /// Every section, in order; the first has no heading.
  public let sections: [Section]
  /// Every fenced code block, fences included, in order.
  public let codeBlocks: [String]
  /// Every link target (`[text](target)`), in order.
  public let linkTargets: [String]

  /// Reads `markdown`.
  public init(_ markdown: String) {
    let document = MarkdownDocument(markdown)
    let text = { (range: Range<Int>) in document.lines[range].joined(separator: "\n") }
    sections = document.sections().map { section in
      let items = section.blocks.compactMap(\.list).flatMap(\.items)
      return Section(
        heading: section.heading, text: text(section.range), listItems: items.count,
        checkedItems: zip(1..., items).filter { Self.isChecked($1) }.map(\.0))
    }
    codeBlocks = document.codeBlocks.map { text($0.range) }
    linkTargets = document.linkTargets
  }

  /// Whether `item` is a task item checked `[x]`.
  private static func isChecked(_ item: MarkdownListItem) -> Bool {
    item.lines.first.map { $0.hasPrefix("[x] ") || $0.hasPrefix("[X] ") } ?? false
  }

  /// The headings, in order.
  public var headings: [MarkdownHeading] { sections.compactMap(\.heading) }

  /// A name for each section that stays put when the section's text changes: `(top)`, then each
  /// heading line (`## TODO(2)`), numbered when a heading repeats (`### Example (2)`).
  public var sectionKeys: [String] {
    var seen: [String: Int] = [:]
    return sections.map { section in
      guard let heading = section.heading else { return "(top)" }
      let line = String(repeating: "#", count: heading.level) + " " + heading.text
      seen[line, default: 0] += 1
      return seen[line]! == 1 ? line : "\(line) (\(seen[line]!))"
    }
  }
}
