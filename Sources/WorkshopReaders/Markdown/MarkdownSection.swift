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
    var parts: [(heading: MarkdownHeading?, start: Int, blocks: [MarkdownBlock])] = [(nil, 0, [])]
    for block in blocks {
      if let heading = block.heading, level == nil || heading.level == level {
        parts.append((heading, block.range.lowerBound, []))
      } else {
        parts[parts.count - 1].blocks.append(block)
      }
    }
    return zip(parts, parts.dropFirst().map(\.start) + [lines.count]).map { part, end in
      let body = part.heading == nil ? part.start : part.start + 1
      return MarkdownSection(
        heading: part.heading, range: part.start..<end, lines: Array(lines[body..<end]),
        blocks: part.blocks)
    }
  }

  /// The first section at `level` whose heading reads `name`, in any case.
  public func section(named name: String, level: Int = 2) -> MarkdownSection? {
    sections(level: level).first { $0.heading?.text.lowercased() == name.lowercased() }
  }
}
