/// A Markdown document split at its `## ` headings, ignoring `#` lines inside code fences.
public struct MarkdownSections: Sendable {
  /// One `## ` section, or the part before the first.
  public struct Section: Sendable {
    /// The heading text without `## `, or `nil` for the part before the first heading.
    public let heading: String?
    /// The lines below the heading, up to the next one.
    public let lines: [String]
  }

  /// The text of the `# ` heading, if any.
  public let title: String?
  /// The sections in order, starting with the part before the first heading.
  public let sections: [Section]

  /// Splits `markdown`.
  public init(_ markdown: String) {
    var sections: [Section] = []
    var heading: String?
    var lines: [String] = []
    var title: String?
    var inFence = false
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if line.withoutOuterSpaces.hasPrefix("```") { inFence.toggle() }
      if !inFence, line.hasPrefix("## ") {
        sections.append(Section(heading: heading, lines: lines))
        heading = String(line.dropFirst(3)).withoutOuterSpaces
        lines = []
        continue
      }
      if !inFence, title == nil, line.hasPrefix("# ") {
        title = String(line.dropFirst(2)).withoutOuterSpaces
      }
      lines.append(line)
    }
    sections.append(Section(heading: heading, lines: lines))
    self.title = title
    self.sections = sections
  }

  /// The lines of the first section whose heading is `name` (lowercased).
  public func lines(of name: String) -> [String] {
    sections.first { $0.heading?.lowercased() == name }?.lines ?? []
  }

  /// The document without the sections at `indices` (0 is the part before the first heading).
  func removing(at indices: Set<Int>) -> String {
    sections.enumerated()
      .filter { !indices.contains($0.offset) }
      .map(\.element)
      .flatMap { section in (section.heading.map { ["## " + $0] } ?? []) + section.lines }
      .joined(separator: "\n")
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
