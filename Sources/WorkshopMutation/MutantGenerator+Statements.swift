import Foundation

/// The operators that move or drop whole statements: two swapped, one hoisted out of its loop, a
/// `defer` or an early `return` dropped, a `guard` negated, an element or a pattern dropped.
extension MutantGenerator {
  /// Whether line `index` is one statement on a line of its own: balanced, not continued from the
  /// line above nor onto the line below, and not a declaration of a type or function or a block.
  func isSimpleStatement(_ index: Int) -> Bool {
    let line = lines[index]
    let statement = line.code
    let first = statement.split(separator: " ").first.map(String.init) ?? ""
    // NB: `init(x: Int) { … }` on one line is a declaration too.
    let word = String(statement.prefix { $0.isLetter || $0 == "_" })
    let starters = Self.nonStatementStarts.union(Self.declarationModifiers)
      .subtracting(["let", "var", "await"])
    guard !statement.isEmpty, !starters.contains(word),
      source.isCode(
        line.range.lowerBound + line.indent..<line.range.lowerBound
          + line.indent + 1), !starters.contains(first), !first.hasPrefix("@"),
      !first.hasPrefix("."), !first.hasPrefix("#"), Self.isBalanced(statement),
      !Self.continues(statement)
    else { return false }
    guard isOutsideExpressions(line.range.lowerBound) else { return false }
    let previous = lines[..<index].last { !$0.code.isEmpty }?.code ?? ""
    let next = lines[(index + 1)...].first { !$0.code.isEmpty }
    // NB: `{ value in` opens a closure; its first statement stands alone.
    let opensClosure = previous.hasSuffix(" in") && previous.contains("{")
    return (!Self.continues(previous) || opensClosure)
      && !(next.map { ".?".contains($0.code.first ?? " ") } ?? false)
  }

  /// Whether `index` is outside every parenthesis and square bracket: not inside the arguments of
  /// a call or an array that spans lines (a closure's body in them starts afresh).
  func isOutsideExpressions(_ index: Int) -> Bool {
    var depths = [0]
    for position in 0..<index where source.isCode[position] {
      switch characters[position] {
      case "(", "[": depths[depths.count - 1] += 1
      case ")", "]": depths[depths.count - 1] -= 1
      case "{": depths.append(0)
      case "}": if depths.count > 1 { depths.removeLast() }
      default: break
      }
    }
    return depths.last ?? 0 <= 0
  }

  /// Whether line `index` sits in the body of a type, where a `let` or `var` declares a stored
  /// property: two of them in either order make the same type.
  func isAtTypeScope(_ index: Int) -> Bool {
    let indent = lines[index].indent
    guard
      let opener = lines[..<index].last(where: { !$0.text.isEmpty && $0.indent < indent })
    else { return false }
    let words = Set(opener.code.split(separator: " ").map(String.init))
    return !words.isDisjoint(with: ["struct", "class", "enum", "extension", "actor"])
      && !words.contains("func")
  }

  /// The name a `let` or `var` line declares, if it declares one.
  static func declaredName(_ code: String) -> String? {
    for keyword in ["let ", "var "] where code.hasPrefix(keyword) {
      let name = code.dropFirst(keyword.count).prefix { $0.isIdentifierPart }
      return name.isEmpty ? nil : String(name)
    }
    return nil
  }

  /// Whether `name` is a whole word of `code`.
  static func mentions(_ code: String, _ name: String) -> Bool {
    code.split { !$0.isIdentifierPart }.contains { $0 == name }
  }

  var swappedStatements: [Mutant] {
    lines.indices.dropLast().compactMap { index -> Mutant? in
      let (a, b) = (lines[index], lines[index + 1])
      let (codeA, codeB) = (a.code, b.code)
      guard a.indent == b.indent, a.text != b.text, isSimpleStatement(index),
        isSimpleStatement(index + 1), !codeA.hasPrefix("return"),
        !codeB.hasPrefix("return"),
        !(Self.declaredName(codeA).map { Self.mentions(codeB, $0) } ?? false),
        !Self.areIndependent(codeA, codeB),
        !(Self.declaredName(codeA) != nil && Self.declaredName(codeB) != nil
          && isAtTypeScope(index))
      else { return nil }
      let range = (a.range.lowerBound + a.indent)..<b.range.upperBound
      let indent = String(repeating: " ", count: a.indent)
      return mutant(
        .swappedStatements, range, "\(b.text)\n\(indent)\(a.text)", "swapped with `\(b.text)`")
    }
  }

  /// Whether two statements give the same result in either order, so that swapping them is no
  /// slip: two declarations whose values do nothing else, or two writes to the fields of a
  /// reducer's `state`, or of `self` with values that do nothing else (or declarations), that
  /// read neither what the other writes.
  static func areIndependent(_ a: String, _ b: String) -> Bool {
    let declarations = [a, b].map(declaredName)
    // NB: a value that is a name, a literal or a new object made with no argument (`UUID()`)
    // does nothing else.
    let doNothingElse = [a, b].allSatisfy { code in
      let value = String(code[(code.range(of: " = ")?.upperBound ?? code.endIndex)...])
      return !value.contains("(")
        || (value.first?.isUppercase == true && value.hasSuffix("()")
          && value.dropLast(2).allSatisfy(\.isIdentifierPart))
    }
    if declarations.allSatisfy({ $0 != nil }), doNothingElse { return true }
    let targets = zip([a, b], declarations).map { code, name -> String? in
      if let name { return name }
      guard code.hasPrefix("state.") || (code.hasPrefix("self.") && doNothingElse),
        let equals = code.range(of: " = ")
      else { return nil }
      return String(code[..<equals.lowerBound])
    }
    guard let first = targets[0], let second = targets[1], first != second,
      declarations.contains(where: { $0 == nil })
    else { return false }
    func reads(_ code: String, _ target: String) -> Bool {
      target.contains(".") ? code.contains(target) : mentions(code, target)
    }
    return !reads(b, first) && !reads(String(a.dropFirst(first.count)), second)
  }

  var hoistedStatements: [Mutant] {
    lines.enumerated().flatMap { index, loop -> [Mutant] in
      let header = loop.code
      guard header.hasPrefix("for "), header.hasSuffix("{"),
        let end = lines[(index + 1)...].firstIndex(where: {
          $0.indent <= loop.indent && !$0.text.isEmpty
        }), lines[end].text == "}"
      else { return [] }
      let pattern = header.dropFirst(4).components(separatedBy: " in ").first ?? ""
      let variables = pattern.split { !$0.isIdentifierPart }.map(String.init)
      let body = (index + 1)..<end
      let declared = body.compactMap { Self.declaredName(lines[$0].code) }
      return body.compactMap { inner -> Mutant? in
        let statement = lines[inner].code
        let first = statement.split(separator: " ").first.map(String.init) ?? ""
        guard isSimpleStatement(inner), lines[inner].indent == loop.indent + 2,
          !["let", "var", "return", "break", "continue"].contains(first),
          !(variables + declared).contains(where: { Self.mentions(statement, $0) })
        else { return nil }
        let (range, rest) = removingLine(inner, through: end)
        let indent = String(repeating: " ", count: loop.indent)
        return mutant(
          .hoistedStatement, range, "\(rest)\n\(indent)\(lines[inner].text)",
          "moved after the loop")
      }
    }
  }

  /// The range from the start of line `index` to the end of line `last`, and the text of the
  /// lines after `index` in it: that range replaced by that text drops the line.
  func removingLine(_ index: Int, through last: Int) -> (Range<Int>, String) {
    let range = lines[index].range.lowerBound..<lines[last].range.upperBound
    return (range, source.text((lines[index].range.upperBound + 1)..<lines[last].range.upperBound))
  }

  var droppedDefers: [Mutant] {
    lines.compactMap { line -> Mutant? in
      guard line.code.hasPrefix("defer {") else { return nil }
      let start = line.range.lowerBound + line.indent
      guard let open = (start..<line.range.upperBound).first(where: { characters[$0] == "{" }),
        let close = matching(from: open)
      else { return nil }
      return mutant(.droppedDefer, start..<(close + 1), "", "`defer` dropped")
    }
  }

  var negatedGuards: [Mutant] {
    lines.flatMap { line -> [Mutant] in
      guard line.text.hasPrefix("guard ") else { return [] }
      let start = line.range.lowerBound + line.indent + "guard ".count
      guard let elseOffset = source.text(start..<line.range.upperBound).distance(of: " else")
      else { return [] }
      return topLevelParts(of: start..<(start + elseOffset)).compactMap { clause in
        let text = source.text(clause)
        let bindings = ["let ", "var ", "case ", "#available", "try"]
        guard source.isCode(clause), !bindings.contains(where: text.hasPrefix),
          !text.contains(" = ")
        else { return nil }
        return mutant(.negatedGuard, clause, "!(\(text))", "`guard` condition `\(text)` negated")
      }
    }
  }

  var removedReturns: [Mutant] {
    lines.enumerated().compactMap { index, line -> Mutant? in
      let code = line.code
      guard code == "return" || code.hasPrefix("return "), Self.isBalanced(code),
        let opener = lines[..<index].last(where: { $0.indent < line.indent && !$0.text.isEmpty }),
        opener.code.hasPrefix("if ") || opener.code.hasPrefix("} else if "),
        let close = lines[(index + 1)...].firstIndex(where: {
          $0.indent < line.indent && !$0.text.isEmpty
        }), lines[close].text == "}",
        let after = lines[(close + 1)...].first(where: { !$0.text.isEmpty }),
        after.indent == lines[close].indent,
        !["}", "case ", "default", "#", "else", "@unknown"].contains(where: after.text.hasPrefix)
      else { return nil }
      let start = line.range.lowerBound + line.indent
      return mutant(
        .removedReturn, start..<line.range.upperBound, "",
        "early `return` removed from `\(opener.code)`")
    }
  }

  var droppedElements: [Mutant] {
    var result: [Mutant] = []
    for index in characters.indices where source.isCode[index] {
      let isEffectArray = characters[index] == "[" && source.has("return [", at: index - 7)
      let isMerge = characters[index] == "(" && source.has(".merge(", at: index - 6)
      guard isEffectArray || isMerge, let close = matching(from: index) else { continue }
      let elements = topLevelParts(of: (index + 1)..<close)
      guard elements.count >= 2 else { continue }
      for (position, element) in elements.enumerated() {
        let range =
          position + 1 < elements.count
          ? element.lowerBound..<elements[position + 1].lowerBound
          : elements[position - 1].upperBound..<element.upperBound
        let name = source.text(element).split(separator: "\n").first.map(String.init) ?? ""
        result.append(mutant(.droppedElement, range, "", "element `\(name)` dropped"))
      }
    }
    return result
  }

  var droppedPatterns: [Mutant] {
    lines.flatMap { line -> [Mutant] in
      guard line.code.hasPrefix("case "), line.code.hasSuffix(":"), line.isAllCode else {
        return []
      }
      let start = line.range.lowerBound + line.indent + "case ".count
      let patterns = topLevelParts(of: start..<(line.range.upperBound - 1))
      guard patterns.count >= 2 else { return [] }
      let indent = String(repeating: " ", count: line.indent)
      return patterns.indices.map { dropped in
        let kept = patterns.indices.filter { $0 != dropped }.map { source.text(patterns[$0]) }
        let text = source.text(patterns[dropped])
        // NB: the dropped pattern gets a case of its own that does nothing, so that the switch
        // stays exhaustive.
        let replacement =
          "case \(text): \(doesNothing(after: line))\n\(indent)case \(kept.joined(separator: ", ")):"
        return mutant(
          .droppedPattern, (line.range.lowerBound + line.indent)..<line.range.upperBound,
          replacement, "pattern `\(text)` dropped")
      }
    }
  }

  /// What an empty body of the case on `line` says: `return []` in a reducer, else `break`.
  private func doesNothing(after line: Line) -> String {
    let rest = source.text(line.range.upperBound..<characters.count)
    let body = rest.split(separator: "\n").prefix { !$0.contains("case ") }
    return body.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("return [") }
      ? "return []" : "break"
  }
}
