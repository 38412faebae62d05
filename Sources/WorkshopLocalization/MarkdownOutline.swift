/// The parts of a Markdown text that a translation must keep: its headings (level and text, in
/// order), its sections (each heading with the text under it), its fenced code blocks and its
/// link targets. `#` lines inside code fences are code, not headings.
public struct MarkdownOutline: Equatable, Sendable {
  /// A heading: `## What to do` is level 2, text `What to do`.
  public struct Heading: Equatable, Sendable {
    /// The number of `#`.
    public let level: Int
    /// The text after the `#`s.
    public let text: String
  }

  /// A section: the text before the first heading (heading `nil`), or a heading and its body.
  public struct Section: Equatable, Sendable {
    /// The section's heading, if any.
    public let heading: Heading?
    /// The heading line and the lines under it, up to the next heading.
    public let text: String
    /// How many list items start at the left margin (`- `, `* `, `1. `), outside code: a
    /// translation keeps them, since `workshop hint` gives one hint per item.
    public let listItems: Int
  }

  /// Every section, in order; the first has no heading.
  public let sections: [Section]
  /// Every fenced code block, fences included, in order.
  public let codeBlocks: [String]
  /// Every link target (`[text](target)`), in order.
  public let linkTargets: [String]

  /// Reads `markdown`.
  public init(_ markdown: String) {
    var sections: [Section] = []
    var heading: Heading?
    var lines: [String] = []
    var codeBlocks: [String] = []
    var block: [String]?
    var links: [String] = []
    var items = 0
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      let isFence = line.trimmingCharacters(in: .whitespaces).hasPrefix("```")
      if isFence, block == nil {
        block = [line]
      } else if isFence, let open = block {
        codeBlocks.append((open + [line]).joined(separator: "\n"))
        block = nil
      } else if block != nil {
        block?.append(line)
      } else if let found = MarkdownOutline.heading(in: line) {
        sections.append(
          Section(heading: heading, text: lines.joined(separator: "\n"), listItems: items))
        heading = found
        lines = []
        items = 0
      } else {
        links += MarkdownOutline.linkTargets(in: line)
        if MarkdownOutline.isListItem(line) { items += 1 }
      }
      lines.append(line)
    }
    sections.append(
      Section(heading: heading, text: lines.joined(separator: "\n"), listItems: items))
    self.sections = sections
    self.codeBlocks = codeBlocks
    self.linkTargets = links
  }

  /// The headings, in order.
  public var headings: [Heading] { sections.compactMap(\.heading) }

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

  private static func heading(in line: String) -> Heading? {
    let hashes = line.prefix { $0 == "#" }.count
    guard (1...6).contains(hashes), line.dropFirst(hashes).first == " " else { return nil }
    return Heading(level: hashes, text: line.dropFirst(hashes).trimmingCharacters(in: .whitespaces))
  }

  private static func isListItem(_ line: String) -> Bool {
    if ["- ", "* ", "+ "].contains(where: line.hasPrefix) { return true }
    let digits = line.prefix { $0.isNumber }
    return !digits.isEmpty && line.dropFirst(digits.count).hasPrefix(". ")
  }

  private static func linkTargets(in line: String) -> [String] {
    var targets: [String] = []
    var rest = Substring(line)
    while let open = rest.range(of: "](") {
      let after = rest[open.upperBound...]
      guard let close = after.firstIndex(of: ")") else { break }
      targets.append(String(after[..<close]))
      rest = after[after.index(after: close)...]
    }
    return targets
  }
}
