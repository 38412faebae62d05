import Foundation

/// The operators that change a call: a collection method traded for its mirror, an order added
/// or lost, an `await` or a dependency scope dropped.
extension MutantGenerator {
  /// Methods a slip trades for their mirror image, both ways.
  static let mirrors: [String: String] = [
    "first": "last", "last": "first", "firstIndex": "lastIndex", "lastIndex": "firstIndex",
    "min": "max", "max": "min", "prefix": "suffix", "suffix": "prefix",
    "hasPrefix": "hasSuffix", "hasSuffix": "hasPrefix", "dropFirst": "dropLast",
    "dropLast": "dropFirst", "removeFirst": "removeLast", "removeLast": "removeFirst",
  ]

  var mirroredMethods: [Mutant] {
    words.compactMap { word, range -> Mutant? in
      guard let mirror = Self.mirrors[word] else { return nil }
      let before = range.lowerBound > 0 ? characters[range.lowerBound - 1] : " "
      let isCall = source.has("(", at: range.upperBound) || source.has(" {", at: range.upperBound)
      let isFreeMinMax =
        (word == "min" || word == "max") && isCall && before != "."
        && !previousWord(before: range.lowerBound).hasPrefix("func")
      // NB: `min`/`max` as members (`Int.max`) and `prefix`/`suffix` as properties are other
      // things; only calls of them mirror.
      let needsCall = ["min", "max", "prefix", "suffix"].contains(word)
      guard (before == "." && (isCall || !needsCall)) || isFreeMinMax else { return nil }
      return mutant(.mirroredMethod, range, mirror, "`\(word)` → `\(mirror)`")
    }
      + appendsAtTheFront
  }

  /// `append(x)` → `insert(x, at: 0)`, `append(contentsOf: x)` → `insert(contentsOf: x, at: 0)`.
  private var appendsAtTheFront: [Mutant] {
    words.compactMap { word, range -> Mutant? in
      guard word == "append", range.lowerBound > 0, characters[range.lowerBound - 1] == ".",
        source.has("(", at: range.upperBound),
        let close = matching(from: range.upperBound)
      else { return nil }
      let argument = source.text((range.upperBound + 1)..<close)
      guard topLevelParts(of: (range.upperBound + 1)..<close).count == 1 else { return nil }
      return mutant(
        .mirroredMethod, range.lowerBound..<(close + 1), "insert(\(argument), at: 0)",
        "`append` → `insert(_, at: 0)`")
    }
  }

  var reorderings: [Mutant] {
    var result: [Mutant] = []
    for (word, range) in words where range.lowerBound > 0 {
      let dot = range.lowerBound - 1
      if word == "sorted", characters[dot] == ".", let end = endOfCall(after: range.upperBound) {
        result.append(mutant(.reordered, dot..<end, "", "`.sorted(…)` dropped"))
      }
      if word == "forEach", characters[dot] == "." {
        result.append(mutant(.reordered, dot..<dot, ".reversed()", "`.reversed()` added"))
      }
    }
    for line in lines
    where line.text.hasPrefix("for ") && !line.text.hasPrefix("for await")
      && !line.text.hasPrefix("for try")
    {
      let code = line.range.lowerBound + line.indent
      guard let inOffset = line.text.distance(of: " in "), line.isAllCode,
        let end = line.text.distance(of: " where ") ?? line.text.distance(of: " {")
      else { continue }
      let sequence = (code + inOffset + 4)..<(code + end)
      let text = source.text(sequence)
      for (call, change) in [("reversed", "`.reversed()` added"), ("sorted", "`.sorted()` added")] {
        result.append(mutant(.reordered, sequence, "(\(text)).\(call)()", change))
      }
    }
    return result
  }

  /// Where a call that starts at `index` (`(…)` or a trailing `{ … }`) ends.
  private func endOfCall(after index: Int) -> Int? {
    if source.has("(", at: index) { return matching(from: index).map { $0 + 1 } }
    if source.has(" {", at: index) { return matching(from: index + 1).map { $0 + 1 } }
    return nil
  }

  /// `await work()` on a line of its own → `Task { await work() }`: the work is started but not
  /// waited for. (Dropping the word alone either does not compile or changes nothing: `await`
  /// only marks where the code may suspend.)
  var droppedAwaits: [Mutant] {
    lines.compactMap { line -> Mutant? in
      let statement = line.code
      guard statement.hasPrefix("await "), Self.isBalanced(statement),
        !Self.continues(statement), line.isAllCode
      else { return nil }
      let start = line.range.lowerBound + line.indent
      return mutant(
        .droppedAwait, start..<line.range.upperBound, "Task { \(line.text) }",
        "`await` dropped: started in a `Task`, not waited for")
    }
  }

  var droppedScopes: [Mutant] {
    words.compactMap { word, range -> Mutant? in
      guard word == "withValue" || word == "withDependencies" else { return nil }
      let isTaskLocal =
        word == "withValue" && range.lowerBound > 0 && characters[range.lowerBound - 1] == "."
        && receiver(endingAt: range.lowerBound - 1).contains("$")
      let isScope =
        word == "withDependencies"
        && !previousWord(before: range.lowerBound)
          .hasPrefix("func")
        && (range.lowerBound == 0 || characters[range.lowerBound - 1] != ".")
      guard isTaskLocal || isScope,
        let (end, operation) = operationArgument(after: range.upperBound)
      else { return nil }
      let start =
        isTaskLocal
        ? range.lowerBound - 1
          - receiver(endingAt: range.lowerBound - 1)
          .count : range.lowerBound
      return mutant(.droppedScope, start..<end, "\(operation)()", "`\(word)` scope dropped")
    }
  }

  /// The `operation:` of a scoped call starting at `index`, and where the call ends: the last
  /// labelled argument `operation: x`, or a trailing closure, labelled or not.
  private func operationArgument(after index: Int) -> (end: Int, operation: String)? {
    var position = index
    var operation: String?
    if source.has("(", at: position), let close = matching(from: position) {
      let parts = topLevelParts(of: (position + 1)..<close)
      if let last = parts.last, source.text(last).hasPrefix("operation: ") {
        operation = String(source.text(last).dropFirst("operation: ".count))
      }
      position = close + 1
    }
    while source.has(" {", at: position), let close = matching(from: position + 1) {
      operation = source.text((position + 1)..<(close + 1))
      position = close + 1
      if source.has(" operation: {", at: position) { position += " operation:".count }
    }
    return operation.map { (position, $0) }
  }

  /// The member path (`Dependencies.$current`) that ends just before `index`.
  private func receiver(endingAt index: Int) -> String {
    var start = index
    while start > 0, characters[start - 1].isIdentifierPart || characters[start - 1] == "." {
      start -= 1
    }
    return source.text(start..<index)
  }

  /// The code word (or symbol) before `index`, skipping spaces.
  func previousWord(before index: Int) -> String {
    var end = index
    while end > 0, characters[end - 1] == " " { end -= 1 }
    var start = end
    while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
    return source.text(start..<end)
  }

  /// The comma-separated parts of `range` at its own bracket depth, each without surrounding
  /// spaces or newlines.
  func topLevelParts(of range: Range<Int>) -> [Range<Int>] {
    var parts: [Range<Int>] = []
    var depth = 0
    var start = range.lowerBound
    for position in range where source.isCode[position] {
      let character = characters[position]
      if "([{".contains(character) { depth += 1 }
      if ")]}".contains(character) { depth -= 1 }
      if character == ",", depth == 0 {
        parts.append(start..<position)
        start = position + 1
      }
    }
    parts.append(start..<range.upperBound)
    return parts.compactMap(trimmed)
  }

  /// `range` without the whitespace at either end; `nil` when nothing else is in it.
  private func trimmed(_ range: Range<Int>) -> Range<Int>? {
    var (lower, upper) = (range.lowerBound, range.upperBound)
    while lower < upper, characters[lower].isWhitespace { lower += 1 }
    while upper > lower, characters[upper - 1].isWhitespace { upper -= 1 }
    return lower < upper ? lower..<upper : nil
  }

  /// Where the bracket opened at `open` (`(`, `[` or `{`) closes, counting code only.
  func matching(from open: Int) -> Int? {
    let pairs: [Character: Character] = ["(": ")", "[": "]", "{": "}"]
    guard let closer = pairs[characters[open]] else { return nil }
    var depth = 0
    for position in open..<characters.count where source.isCode[position] {
      if characters[position] == characters[open] { depth += 1 }
      if characters[position] == closer {
        depth -= 1
        if depth == 0 { return position }
      }
    }
    return nil
  }
}
