/// A part of a document: a heading and what follows it, up to the next heading of its level.
public struct MarkdownSection: Equatable, Sendable {
  /// Its heading; `nil` for the part before the first.
  public let heading: MarkdownHeading?
  /// The lines it spans, its heading's included, counting from 0.
  public let range: Range<Int>
  /// The lines under its heading.
  public let lines: [String]
  /// The blocks under its heading.
  public let blocks: [MarkdownBlock]
}

extension MarkdownDocument {
  /// The document split at its headings of `level`, or at every heading when `level` is `nil`:
  /// the part before the first such heading, then each heading with what follows it.
  ///
  /// ```swift
  /// MarkdownDocument("# Step\nLead.\n## Hints\n- One.").sections(level: 2).map(\.heading?.text)
  /// // [nil, "Hints"]
  /// ```
  public func sections(level: Int? = nil) -> [MarkdownSection] {
    var sections: [MarkdownSection] = []
    var heading: MarkdownHeading?
    var start = 0
    var body: [MarkdownBlock] = []
    func close(at end: Int) {
      let bodyStart = heading == nil ? start : start + 1
      sections.append(
        MarkdownSection(
          heading: heading, range: start..<end, lines: Array(lines[bodyStart..<end]), blocks: body))
    }
    for block in blocks {
      guard case .heading(let found) = block.kind, level == nil || found.level == level else {
        body.append(block)
        continue
      }
      close(at: block.range.lowerBound)
      (heading, start, body) = (found, block.range.lowerBound, [])
    }
    close(at: lines.count)
    return sections
  }

  /// The first section at `level` whose heading reads `name`, in any case.
  public func section(named name: String, level: Int = 2) -> MarkdownSection? {
    sections(level: level).first { $0.heading?.text.lowercased() == name.lowercased() }
  }
}
