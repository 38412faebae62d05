import Foundation

/// The operators for what is left behind or left out: state one use should own shared by every
/// use, a comparison that minds case, a build configuration turned round, the final newline of
/// written text, a cancellation that cancels nothing, an early return taken every time.
extension MutantGenerator {
  /// `static var mock: Environment { … }` → `static let mock: Environment = { … }()`: made once,
  /// and every use shares it (its generators, its counters), where each should get its own.
  var storedStatics: [Mutant] {
    lines.compactMap { line -> Mutant? in
      let code = line.code
      let words = code.split(separator: " ").map(String.init)
      guard let position = words.firstIndex(of: "var"), position > 0,
        words[..<position].contains("static"),
        words[..<position].allSatisfy({ Self.modifiers.contains($0) }),
        words.count > position + 1, words[position + 1].hasSuffix(":"), !code.contains(" = "),
        let offset = line.text.distance(of: " var "),
        case let varStart = line.range.lowerBound + line.indent + offset + 1,
        let open = (varStart..<line.range.upperBound).first(where: { characters[$0] == "{" }),
        source.isCode[open], let close = matching(from: open)
      else { return nil }
      let body = source.text((open + 1)..<close).trimmingCharacters(in: .whitespacesAndNewlines)
      guard !body.hasPrefix("get"), !body.hasPrefix("set"), !body.hasPrefix("_read") else {
        return nil
      }
      let declaration = source.text((varStart + "var".count)..<open)
      let name = words[position + 1].dropLast()
      return mutant(
        .sharedState, varStart..<(close + 1),
        "let\(declaration)= {\(source.text((open + 1)..<close))}()",
        "computed `static var \(name)` stored: one value shared by every use")
    }
  }

  /// `Effect { observer in let count = Counter(0) … }` → `let count = Counter(0)` before the
  /// effect: made once, and every subscription shares what each should own.
  var hoistedStates: [Mutant] {
    var result: [Mutant] = []
    for (index, opener) in lines.enumerated() {
      let header = opener.code
      guard header.hasSuffix(" in"), let brace = header.lastIndex(of: "{"),
        isSimpleStart(index)
      else { continue }
      let parameters = header[header.index(after: brace)...].dropLast(3)
        .split { !$0.isIdentifierPart }.map(String.init)
      var declared: [String] = []
      var inner = index + 1
      while inner < lines.count {
        let line = lines[inner]
        let statement = line.code
        if statement.isEmpty {
          inner += 1
          continue
        }
        guard line.indent == opener.indent + 2, let name = Self.declaredName(statement),
          Self.isBalanced(statement), !Self.continues(statement),
          Self.makesState(statement, named: name)
        else { break }
        if !(parameters + declared).contains(where: { Self.mentions(statement, $0) }) {
          let start = opener.range.lowerBound + opener.indent
          let indent = String(repeating: " ", count: opener.indent)
          let returns = needsReturn(index) ? "return " : ""
          // NB: the lines from the opener down to the declaration, which goes.
          let kept = source.text(start..<line.range.lowerBound).dropLast()
          result.append(
            mutant(
              .sharedState, start..<line.range.upperBound,
              "\(line.text)\n\(indent)\(returns)\(kept)",
              "`\(name)` made once, before the closure: shared by every call"))
        }
        declared.append(name)
        inner += 1
      }
    }
    return result
  }

  /// Whether a declaration makes a new object or value that holds state: `let count =
  /// Counter(0)`, `let seen = Locked<[Int]>([])`, `var next = 0`.
  static func makesState(_ statement: String, named name: String) -> Bool {
    guard let equals = statement.range(of: " = ") else { return false }
    let value = statement[equals.upperBound...]
    let type = value.prefix { $0.isIdentifierPart }
    let isNew =
      (type.first?.isUppercase ?? false)
      && (value.dropFirst(type.count).hasPrefix("(") || value.dropFirst(type.count).hasPrefix("<"))
    return isNew || (statement.hasPrefix("var ") && Int(value) != nil)
  }

  /// Whether line `index` starts a statement: not a continuation of the line above, nor a
  /// member of a chain.
  private func isSimpleStart(_ index: Int) -> Bool {
    let statement = lines[index].code
    let previous = lines[..<index].last { !$0.code.isEmpty }?.code ?? ""
    return !statement.hasPrefix(".") && !statement.hasPrefix("}") && !Self.continues(previous)
      && !statement.hasPrefix("case ") && isOutsideExpressions(lines[index].range.lowerBound)
  }

  /// Whether line `index` is the first statement of a body whose value it is (a function's or a
  /// computed property's), so that a statement put before it makes it need a `return`.
  private func needsReturn(_ index: Int) -> Bool {
    let statement = lines[index].code
    guard !statement.hasPrefix("return "), !statement.hasPrefix("let "),
      !statement.hasPrefix("var "), !statement.hasPrefix("_ ="),
      let previous = lines[..<index].last(where: { !$0.code.isEmpty })?.code,
      previous.hasSuffix("{")
    else { return false }
    return previous.contains("->") || previous.contains(" var ") || previous.hasPrefix("var ")
  }

  /// Methods that make a comparison ignore case, and what a slip writes instead.
  static let caseFolds: [String: String] = [
    "lowercased": "", "uppercased": "", "localizedCaseInsensitiveContains": "contains",
    "caseInsensitiveCompare": "compare", "localizedCaseInsensitiveCompare": "compare",
  ]

  /// `title.lowercased()` → `title`, `a.localizedCaseInsensitiveContains(b)` →
  /// `a.contains(b)`: the comparison minds case after all.
  var caseSensitiveComparisons: [Mutant] {
    words.compactMap { word, range -> Mutant? in
      guard let replacement = Self.caseFolds[word], range.lowerBound > 0,
        characters[range.lowerBound - 1] == "."
      else { return nil }
      if !replacement.isEmpty {
        return mutant(.caseSensitive, range, replacement, "`\(word)` → `\(replacement)`")
      }
      guard source.has("()", at: range.upperBound) else { return nil }
      return mutant(
        .caseSensitive, (range.lowerBound - 1)..<(range.upperBound + 2), "",
        "`.\(word)()` dropped")
    }
  }

  /// `#if DEBUG` inside a body → `#if !DEBUG`: what debug builds (tests among them) should do
  /// happens in release builds only. (Outside a body, the other branch declares other things,
  /// and the build fails.)
  var negatedConfigurations: [Mutant] {
    lines.compactMap { line -> Mutant? in
      guard line.indent > 0, line.text == "#if DEBUG" || line.text == "#if !DEBUG" else {
        return nil
      }
      let start = line.range.lowerBound + line.indent
      let negated = line.text == "#if DEBUG" ? "#if !DEBUG" : "#if DEBUG"
      return mutant(
        .ignoredConfiguration, start..<line.range.upperBound, negated,
        "`\(line.text)` → `\(negated)`")
    }
  }

  /// Text written to a file or a stream loses its final newline: `(text + "\n").write(…)` →
  /// `(text).write(…)`, `write(Data("Issue\n".utf8))` → `write(Data("Issue".utf8))`.
  var droppedNewlines: [Mutant] {
    lines.flatMap { line -> [Mutant] in
      guard line.code.contains("write(") else { return [] }
      var result: [Mutant] = []
      for index in line.range where characters[index] == "\\" && source.has("\\n\"", at: index) {
        let isJoined =
          source.has(" + \"\\n\"", at: index - 4) && source.isCode[index - 3]
        let range = isJoined ? (index - 4)..<(index + 3) : index..<(index + 2)
        guard isJoined || (index > 0 && characters[index - 1] != "\"") else { continue }
        result.append(mutant(.droppedNewline, range, "", "final newline dropped"))
      }
      return result
    }
  }

  /// `Cancellable { task.cancel() }` → `Cancellable()`: cancelling the effect leaves its work
  /// running.
  var emptiedCancellations: [Mutant] {
    words.compactMap { word, range -> Mutant? in
      guard word == "Cancellable", source.has(" {", at: range.upperBound),
        previousWord(before: range.lowerBound) != "->",
        !(range.lowerBound > 0 && characters[range.lowerBound - 1] == ":"),
        let close = matching(from: range.upperBound + 1)
      else { return nil }
      return mutant(
        .emptiedCancellation, range.lowerBound..<(close + 1), "Cancellable()",
        "`Cancellable { … }` cancels nothing")
    }
  }

  /// `if Test.current != nil { return }` → `return`: the early way out is taken every time, so
  /// what follows (writing the issue to standard error, say) never happens.
  var unconditionalReturns: [Mutant] {
    lines.compactMap { line -> Mutant? in
      let code = line.code
      guard code.hasPrefix("if "), code.hasSuffix("}"), line.isAllCode,
        let open = code.range(of: " { return"),
        !["if let ", "if var ", "if case "].contains(where: code.hasPrefix)
      else { return nil }
      let statement = String(code[code.index(after: open.lowerBound)...].dropFirst(2).dropLast(2))
        .trimmingCharacters(in: .whitespaces)
      guard statement.hasPrefix("return"), !statement.contains(";") else { return nil }
      let start = line.range.lowerBound + line.indent
      let condition = code[code.index(code.startIndex, offsetBy: 3)..<open.lowerBound]
      return mutant(
        .unconditionalReturn, start..<line.range.upperBound, statement,
        "`return` taken whatever `\(condition)` is")
    }
  }
}
