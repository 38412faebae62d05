import WorkshopReaders

/// A quotation of output that may leave parts out: within a line, `…` stands for any text; a
/// line of only `…` stands for any number of lines.
struct Excerpt: Sendable {
  /// The quoted lines, trailing spaces removed.
  let lines: [String]

  /// The excerpt of `lines`.
  init(_ lines: [String]) {
    self.lines = lines.map(trailingSpacesRemoved)
  }

  /// Whether the excerpt is taken from `output`: a block's lines from whole consecutive lines
  /// (its `…` lines skipping any number), an inline quotation from within one line.
  func isTaken(from output: [String], asBlock: Bool) -> Bool {
    let output = output.map(trailingSpacesRemoved)
    guard asBlock else {
      let quoted = lines.joined(separator: " ")
      return output.contains { Excerpt.line(quoted, matches: $0, whole: false) }
    }
    let groups = lines.split(separator: "…", omittingEmptySubsequences: false).map(Array.init)
    return Excerpt.groups(groups[...], matchFrom: 0, in: output)
  }

  /// Whether `groups` match runs of consecutive lines of `output`, in order, from `start` on.
  private static func groups(
    _ groups: ArraySlice<[String]>, matchFrom start: Int, in output: [String]
  ) -> Bool {
    guard let group = groups.first else { return true }
    guard start + group.count <= output.count else { return false }
    return (start...(output.count - group.count)).contains { offset in
      group.indices.allSatisfy { line(group[$0], matches: output[offset + $0], whole: true) }
        && Self.groups(groups.dropFirst(), matchFrom: offset + group.count, in: output)
    }
  }

  /// Whether the quoted line `quoted` (its `…` standing for any text) matches `line`: the whole
  /// of it, or some part of it unless `whole`.
  static func line(_ quoted: String, matches line: String, whole: Bool) -> Bool {
    let pieces = quoted.components(separatedBy: "…")
    return whole ? line.matches(withGaps: pieces) : line.matches(withGaps: [""] + pieces + [""])
  }
}

extension String {
  /// Whether the string is `pieces` in order with any text (perhaps none) between each two: it
  /// starts with the first and ends with the last; one piece must be the whole string.
  func matches(withGaps pieces: [String]) -> Bool {
    guard let first = pieces.first, let last = pieces.last, pieces.count > 1 else {
      return self == pieces.first
    }
    guard hasPrefix(first), dropFirst(first.count).hasSuffix(last) else { return false }
    var rest = dropFirst(first.count).dropLast(last.count)
    for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
      guard let found = rest.range(of: piece) else { return false }
      rest = rest[found.upperBound...]
    }
    return true
  }
}
