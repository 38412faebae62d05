/// A quotation of output that may leave parts out: within a line, `…` stands for any text; a
/// line of only `…` stands for any number of lines.
struct Excerpt: Sendable {
  /// The quoted lines, trailing spaces removed.
  let lines: [String]

  /// The excerpt of `lines`.
  init(_ lines: [String]) {
    self.lines = lines.map(withoutTrailingSpaces)
  }

  /// Whether the excerpt is taken from `output`: a block's lines from whole consecutive lines
  /// (its `…` lines skipping any number), an inline quotation from within one line.
  func isTaken(from output: [String], asBlock: Bool) -> Bool {
    let output = output.map(withoutTrailingSpaces)
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
    var pieces = quoted.components(separatedBy: "…")
    if !whole {
      pieces = [""] + pieces + [""]
    }
    guard pieces.count > 1 else { return quoted == line }
    guard line.hasPrefix(pieces[0]), line.dropFirst(pieces[0].count).hasSuffix(pieces.last ?? "")
    else { return false }
    var rest = Substring(line).dropFirst(pieces[0].count).dropLast(pieces.last?.count ?? 0)
    for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
      guard let found = rest.range(of: piece) else { return false }
      rest = rest[found.upperBound...]
    }
    return true
  }
}

/// `line` without the spaces at its end.
private func withoutTrailingSpaces(_ line: String) -> String {
  String(line.reversed().drop { $0 == " " }.reversed())
}
