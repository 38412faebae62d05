import Foundation

/// The operators that move a dependency read across an effect's closure: read when the effect
/// runs instead of when the reducer builds it, and the other way round.
extension MutantGenerator {
  /// How a read of the environment starts.
  static let dependencyRoots = ["Dependencies.current.", "Current.", "environment."]

  /// The dependency read (`Current.fileClient.load`) starting at `index`, up to a call or the
  /// end of the member path; `nil` when none starts there.
  private func dependencyRead(at index: Int) -> Range<Int>? {
    guard index == 0 || !(characters[index - 1].isIdentifierPart || characters[index - 1] == "."),
      let root = Self.dependencyRoots.first(where: { source.has($0, at: index) })
    else { return nil }
    var end = index + root.count
    while end < characters.count, characters[end].isIdentifierPart || characters[end] == "." {
      end += 1
    }
    guard source.isCode(index..<end), end > index + root.count, characters[end - 1] != "."
    else { return nil }
    return index..<end
  }

  /// `let read = Current.x` then `{ … read … }` → `{ … Current.x … }`: the read moves into the
  /// closures after it, so it happens when the effect runs.
  var readsMovedIn: [Mutant] {
    lines.enumerated().compactMap { index, line -> Mutant? in
      let code = line.code
      let start = line.range.lowerBound + line.indent
      guard let name = Self.declaredName(code), code.hasPrefix("let \(name) = "),
        let read = dependencyRead(at: start + "let \(name) = ".count),
        read.upperBound == line.range.upperBound
      else { return nil }
      let block = lines[(index + 1)...].prefix {
        $0.text.isEmpty || $0.indent > line.indent
          || ($0.indent == line.indent && !$0.code.hasPrefix("case "))
      }
      guard let lastIndex = block.indices.last(where: { Self.mentions(lines[$0].code, name) }),
        lines[(index + 1)...lastIndex].contains(where: { $0.code.contains("{") })
      else { return nil }
      let (range, rest) = removingLine(index, through: lastIndex)
      let moved = Self.replacingWord(name, in: rest, with: source.text(read))
      return mutant(.movedDependencyRead, range, moved, "`\(name)` read inside the effect")
    }
  }

  /// `return [ … { … Current.x … } ]` → `let read = Current.x` then the same with `read`: the
  /// read moves out of the effect's closure, so it happens when the reducer runs.
  var readsMovedOut: [Mutant] {
    var result: [Mutant] = []
    for line in lines where line.code.hasPrefix("return ") {
      let start = line.range.lowerBound + line.indent
      var depth = 0
      var position = start
      while position < characters.count {
        defer { position += 1 }
        guard source.isCode[position] else { continue }
        if "([{".contains(characters[position]) { depth += 1 }
        if ")]}".contains(characters[position]) { depth -= 1 }
        if depth == 0, characters[position] == "\n" { break }
        guard isInsideClosure(position, statementStart: start),
          let read = dependencyRead(at: position)
        else { continue }
        let indent = String(repeating: " ", count: line.indent)
        let replacement =
          "let movedRead = \(source.text(read))\n\(indent)"
          + source.text(start..<read.lowerBound) + "movedRead"
        result.append(
          mutant(
            .movedDependencyRead, start..<read.upperBound, replacement,
            "`\(source.text(read))` read before the effect"))
        position = read.upperBound - 1
      }
    }
    return result
  }

  /// Whether `index` is inside a `{ … }` opened after `start`.
  private func isInsideClosure(_ index: Int, statementStart start: Int) -> Bool {
    var depth = 0
    for position in start..<index where source.isCode[position] {
      if characters[position] == "{" { depth += 1 }
      if characters[position] == "}" { depth -= 1 }
    }
    return depth > 0
  }

  /// `text` with every whole word `name` replaced by `replacement`.
  static func replacingWord(_ name: String, in text: String, with replacement: String) -> String {
    var result = ""
    var word = ""
    for character in text + " " {
      if character.isIdentifierPart {
        word.append(character)
        continue
      }
      let isMember = result.last == "."
      result += (word == name && !isMember) ? replacement : word
      word = ""
      result.append(character)
    }
    return String(result.dropLast())
  }
}
