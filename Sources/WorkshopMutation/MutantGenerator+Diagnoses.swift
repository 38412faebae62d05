import WorkshopReaders

extension MutantGenerator {
  /// `lhs.store == rhs.store && lhs.id == rhs.id` in a hand-written `==`: one comparison
  /// dropped, so that two values differing in that field pass as equal. Only where two or more
  /// comparisons are joined; `hash(into:)` is left alone (hashing fewer fields stays correct).
  var droppedComparisons: [Mutant] {
    source.blocks().filter { $0.keyword == "func" && $0.name == "==" }.flatMap { block in
      guard let open = bodyStart(of: block), let close = matching(from: open) else {
        return [Mutant]()
      }
      let parts = topLevelParts(of: (open + 1)..<close, at: " && ").map(trimmed)
      guard parts.count >= 2 else { return [] }
      return parts.indices.map { index in
        // NB: the part goes with the `&&` after it, the last one with the `&&` before it.
        let range =
          index + 1 < parts.count
          ? parts[index].lowerBound..<parts[index + 1].lowerBound
          : (parts[index - 1].upperBound)..<parts[index].upperBound
        return mutant(
          .droppedComparison, range, "", "`==` no longer compares `\(source.text(parts[index]))`")
      }
    }
  }

  /// `if a { … } else if b { … }` → `if b { … } else if a { … }`: two branches of a diagnosis
  /// swapped, so that the general case is tried before the specific one. Only conditions that
  /// fit on their line.
  var swappedBranches: [Mutant] {
    lines.compactMap { line -> Mutant? in
      guard line.code.hasPrefix("} else if "), line.code.hasSuffix("{") else { return nil }
      let close = line.range.lowerBound + line.indent
      guard let firstOpen = opening(of: close), let firstIf = ifKeyword(before: firstOpen),
        let secondOpen = (close..<line.range.upperBound).last(where: {
          characters[$0] == "{" && source.isCode[$0]
        }),
        let secondClose = matching(from: secondOpen)
      else { return nil }
      let secondIf = close + "} else ".count
      let first = condition(from: firstIf, to: firstOpen)
      let second = condition(from: secondIf, to: secondOpen)
      let replacement =
        "if \(second) " + source.text(secondOpen..<(secondClose + 1)) + " else if \(first) "
        + source.text(firstOpen..<(close + 1))
      return mutant(
        .swappedBranches, firstIf..<(secondClose + 1), replacement,
        "branches `\(first)` and `\(second)` swapped")
    }
  }

  /// Where the body of `block` opens: its `{`.
  private func bodyStart(of block: SwiftSource.Block) -> Int? {
    characters.indices.first {
      source.lines[$0] == block.openLine && characters[$0] == "{" && source.isCode[$0]
    }
  }

  /// The `{` that the `}` at `close` closes.
  private func opening(of close: Int) -> Int? {
    var depth = 0
    for position in stride(from: close, through: 0, by: -1) where source.isCode[position] {
      if characters[position] == "}" { depth += 1 }
      if characters[position] == "{" {
        depth -= 1
        if depth == 0 { return position }
      }
    }
    return nil
  }

  /// Where the `if` of the one-line condition that opens at `open` starts.
  private func ifKeyword(before open: Int) -> Int? {
    let line = lines[source.lines[open] - 1]
    let start = line.range.lowerBound + line.indent
    if line.code.hasPrefix("if ") { return start }
    if line.code.hasPrefix("} else if ") { return start + "} else ".count }
    return nil
  }

  /// The condition between `if ` at `start` and the brace at `open`.
  private func condition(from start: Int, to open: Int) -> String {
    source.text((start + "if ".count)..<open).trimmingCharacters(in: .whitespaces)
  }

  /// `range` without the white space at its ends.
  private func trimmed(_ range: Range<Int>) -> Range<Int> {
    var (lower, upper) = (range.lowerBound, range.upperBound)
    while lower < upper, characters[lower].isWhitespace { lower += 1 }
    while upper > lower, characters[upper - 1].isWhitespace { upper -= 1 }
    return lower..<upper
  }

  /// The parts of `range` between occurrences of `separator` at its own depth of brackets.
  private func topLevelParts(of range: Range<Int>, at separator: String) -> [Range<Int>] {
    var parts: [Range<Int>] = []
    var depth = 0
    var start = range.lowerBound
    for position in range where source.isCode[position] {
      if "([{".contains(characters[position]) { depth += 1 }
      if ")]}".contains(characters[position]) { depth -= 1 }
      if depth == 0, source.has(separator, at: position) {
        parts.append(start..<position)
        start = position + separator.count
      }
    }
    return parts + [start..<range.upperBound]
  }
}
