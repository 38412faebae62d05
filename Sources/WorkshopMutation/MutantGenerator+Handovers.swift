import Foundation

/// The operators for what a function hands on: a list put in another order where it is saved or
/// sent, a value that keeps the old one where `nil` arrives, a parameter not passed on to the
/// function it wraps, a parameter whose default is used instead of it.
extension MutantGenerator {
  /// Calls that keep or send what they are given, whose order is the user's: `save`, `send`,
  /// `encode`, `write`, and the names that start with them (`saveFavoritePrimes`).
  static let handOverCalls = ["save", "send", "encode", "write"]

  /// `save(primes)` → `save(Array(primes.reversed()))` and `save(primes.sorted())`, for an
  /// argument whose name is plural: a list.
  var reorderingsAtHandOvers: [Mutant] {
    var result: [Mutant] = []
    for (word, range) in words where source.has("(", at: range.upperBound) {
      let callee = word.lowercased()
      guard Self.handOverCalls.contains(where: callee.hasPrefix),
        !previousWord(before: range.lowerBound).hasPrefix("func"),
        let close = matching(from: range.upperBound)
      else { continue }
      for part in topLevelParts(of: (range.upperBound + 1)..<close) {
        guard let (label, value) = Self.labelAndValue(source.text(part)),
          let first = value.first, first.isLowercase, value.last == "s",
          value.allSatisfy({ $0.isIdentifierPart || $0 == "." }), value != "self"
        else { continue }
        let valueRange = (part.lowerBound + label.count)..<part.upperBound
        result.append(
          mutant(
            .reordered, valueRange, "Array(\(value).reversed())",
            "`.reversed()` added to `\(value)` at `\(word)`"))
        result.append(
          mutant(
            .reordered, valueRange, "\(value).sorted()",
            "`.sorted()` added to `\(value)` at `\(word)`"
          ))
      }
    }
    return result
  }

  /// `state.alert = prime.map(Alert.init)` → `if let kept = prime.map(Alert.init) {
  /// state.alert = kept }`: where `nil` arrives, the value of an earlier state stays.
  var keptValues: [Mutant] {
    lines.enumerated().compactMap { index, line -> Mutant? in
      let code = line.code
      guard code.hasPrefix("state.") || code.hasPrefix("self."), line.isAllCode,
        isSimpleStatement(index), let equals = code.range(of: " = ")
      else { return nil }
      let target = String(code[..<equals.lowerBound])
      let value = String(code[equals.upperBound...])
      let isOptional =
        [".map(", ".flatMap(", "?."].contains(where: value.contains) || value.hasPrefix("try? ")
      guard target.allSatisfy({ $0.isIdentifierPart || $0 == "." }), isOptional else {
        return nil
      }
      let start = line.range.lowerBound + line.indent
      return mutant(
        .keptValue, start..<line.range.upperBound, "if let kept = \(value) { \(target) = kept }",
        "`\(target)` kept where `nil` arrives")
    }
  }

  /// A function's parameters: the name its body uses, the label its callers write, its type and
  /// its default value, if it has one.
  struct Parameter {
    let name: String
    let label: String
    let type: String
    let defaultValue: String?
  }

  /// Each function and initializer with a body: its parameters, and the range of its body,
  /// braces excluded.
  var functions: [(parameters: [Parameter], body: Range<Int>)] {
    var result: [(parameters: [Parameter], body: Range<Int>)] = []
    for (word, range) in words where word == "func" || word == "init" {
      let isDeclaration =
        word == "func" ? true : range.lowerBound == 0 || characters[range.lowerBound - 1] != "."
      guard isDeclaration,
        let open = (range.upperBound..<characters.count).first(where: {
          characters[$0] == "(" && source.isCode[$0]
        }),
        word == "func" || open == range.upperBound,
        let close = matching(from: open),
        let bodyOpen = (close..<characters.count).first(where: {
          source.isCode[$0] && characters[$0] == "{"
        }),
        isSignature(close + 1..<bodyOpen),
        let bodyClose = matching(from: bodyOpen)
      else { continue }
      let parameters = topLevelParts(of: (open + 1)..<close).compactMap {
        Self.parameter(source.text($0))
      }
      result.append((parameters, (bodyOpen + 1)..<bodyClose))
    }
    return result
  }

  /// Whether the code in `range` is what a signature holds between its parameters and its body
  /// (`throws -> Output where …`), not the end of a declaration without a body and what follows.
  private func isSignature(_ range: Range<Int>) -> Bool {
    let code = String(range.filter { source.isCode[$0] }.map { characters[$0] })
    let words = Set(code.split { !$0.isIdentifierPart }.map(String.init))
    return !code.contains("}")
      && words.isDisjoint(with: ["func", "var", "let", "case", "static", "init", "struct"])
  }

  /// `triggeredBy trigger: () -> Void = {}` as a parameter named `trigger`, labelled
  /// `triggeredBy`, of type `() -> Void`, defaulting to `{}`.
  static func parameter(_ text: String) -> Parameter? {
    guard let colon = text.firstIndex(of: ":") else { return nil }
    let names = text[..<colon].split(separator: " ").map(String.init)
    guard let name = names.last, let label = names.first else { return nil }
    let rest = text[text.index(after: colon)...]
    let parts = rest.components(separatedBy: " = ")
    let type = parts[0].trimmingCharacters(in: .whitespaces)
    let defaultValue =
      parts.count > 1
      ? parts.dropFirst().joined(separator: " = ").trimmingCharacters(in: .whitespaces) : nil
    return Parameter(name: name, label: label, type: type, defaultValue: defaultValue)
  }

  /// `awaitOutput(effect, timeout: timeout)` in a function whose `timeout` has a default →
  /// `awaitOutput(effect)`: the callee's default is used, not the caller's value. Calls of
  /// initializers (`Spot(line: line)`) are left alone: memberwise ones have no defaults; XCTest's
  /// assertions (`XCTFail(message, file: file, line: line)`), whose names are capitalised too,
  /// are not.
  var droppedArguments: [Mutant] {
    var result: [Mutant] = []
    for function in functions {
      let passedOn = Set(function.parameters.filter { $0.defaultValue != nil }.map(\.name))
      guard !passedOn.isEmpty else { continue }
      for (word, range) in words
      where function.body.contains(range.lowerBound) && source.has("(", at: range.upperBound)
        && (!(word.first?.isUppercase ?? true) || word.hasPrefix("XCT")) && word != "init"
      {
        guard let close = matching(from: range.upperBound) else { continue }
        let parts = topLevelParts(of: (range.upperBound + 1)..<close)
        for (position, part) in parts.enumerated() {
          guard let (label, value) = Self.labelAndValue(source.text(part)), !label.isEmpty,
            passedOn.contains(value)
          else { continue }
          let dropped =
            parts.count == 1
            ? part
            : position + 1 < parts.count
              ? part.lowerBound..<parts[position + 1].lowerBound
              : parts[position - 1].upperBound..<part.upperBound
          result.append(
            mutant(
              .droppedArgument, dropped, "",
              "argument `\(source.text(part))` of `\(word)` not passed on"))
        }
      }
    }
    return result
  }

  /// In a function whose parameter defaults to a member (`environment: Environment = .live`),
  /// each use of it → the default (`Environment.live`): the value given is ignored.
  var ignoredParameters: [Mutant] {
    var result: [Mutant] = []
    for function in functions {
      for parameter in function.parameters {
        guard let defaultValue = parameter.defaultValue, defaultValue.hasPrefix("."),
          let first = parameter.type.first, first.isUppercase,
          parameter.type.allSatisfy({ $0.isIdentifierPart || $0 == "." })
        else { continue }
        for (word, range) in words
        where word == parameter.name && function.body.contains(range.lowerBound)
          && !(range.lowerBound > 0 && characters[range.lowerBound - 1] == ".")
          && !source.has(":", at: range.upperBound)
        {
          result.append(
            mutant(
              .ignoredConfiguration, range, parameter.type + defaultValue,
              "`\(parameter.name)` ignored: its default `\(defaultValue)` used"))
        }
      }
    }
    return result
  }
}
