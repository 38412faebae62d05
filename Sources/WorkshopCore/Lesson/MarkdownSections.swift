/// A Markdown document split at its `## ` headings, ignoring `#` lines inside code fences.
struct MarkdownSections {
  struct Section {
    /// The heading text without `## `, or `nil` for the part before the first heading.
    let heading: String?
    let lines: [String]
  }

  let title: String?
  let sections: [Section]

  init(_ markdown: String) {
    var sections: [Section] = []
    var heading: String?
    var lines: [String] = []
    var title: String?
    var inFence = false
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { inFence.toggle() }
      if !inFence, line.hasPrefix("## ") {
        sections.append(Section(heading: heading, lines: lines))
        heading = String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces)
        lines = []
        continue
      }
      if !inFence, title == nil, line.hasPrefix("# ") {
        title = String(line.dropFirst(2)).trimmingCharacters(in: .whitespaces)
      }
      lines.append(line)
    }
    sections.append(Section(heading: heading, lines: lines))
    self.title = title
    self.sections = sections
  }

  /// The lines of the first section whose heading is `name` (case-insensitive).
  func lines(of name: String) -> [String] {
    sections.first { $0.heading?.lowercased() == name }?.lines ?? []
  }

  /// The document without the sections named in `names` (lowercased headings).
  func removing(_ names: Set<String>) -> String {
    sections
      .filter { section in section.heading.map { !names.contains($0.lowercased()) } ?? true }
      .flatMap { section in (section.heading.map { ["## " + $0] } ?? []) + section.lines }
      .joined(separator: "\n")
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
