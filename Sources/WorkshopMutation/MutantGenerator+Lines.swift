import Foundation

/// The operators that work line by line: deleting a statement, emptying a `switch` case,
/// swapping two arguments, returning an empty collection or `nil`.
extension MutantGenerator {
  /// Words a deletable statement never starts with: declarations, control flow, closers.
  static let nonStatementStarts: Set<String> = [
    "let", "var", "return", "case", "default:", "guard", "if", "else", "for", "while", "switch",
    "func", "init", "import", "struct", "enum", "class", "extension", "public", "private",
    "fileprivate", "internal", "static", "typealias", "protocol", "throw", "defer", "do", "catch",
    "break", "continue", "fallthrough", "package", "final", "}", "{", ")", "]", "#if", "#else",
    "#endif", "@MainActor", "nonisolated", "override", "case let", "await",
  ]

  /// Words that start a declaration, beyond `nonStatementStarts`.
  static let declarationModifiers: Set<String> = [
    "deinit", "subscript", "mutating", "nonmutating", "convenience", "required", "open", "lazy",
    "weak", "unowned", "indirect", "actor", "associatedtype", "operator", "precedencegroup",
    "get", "set", "willSet", "didSet",
  ]

  /// The modifiers that may come before a declaration's keyword (`private static let`).
  static let modifiers: Set<String> = [
    "public", "private", "fileprivate", "internal", "package", "open", "static", "final",
    "override", "mutating", "nonmutating", "nonisolated", "convenience", "required", "indirect",
    "lazy", "weak", "unowned",
  ]

  /// Whether a line's code leaves an expression open for the next line.
  static func continues(_ text: String) -> Bool {
    guard let last = text.last else { return false }
    return ",([=.+-*/&|?".contains(last) || text.hasSuffix(" in") || text.hasSuffix("->")
  }

  /// Whether a line's brackets are balanced.
  static func isBalanced(_ text: String) -> Bool {
    var depth = 0
    for character in text {
      if "([{".contains(character) { depth += 1 }
      if ")]}".contains(character) { depth -= 1 }
      if depth < 0 { return false }
    }
    return depth == 0
  }

  var deletedStatements: [Mutant] {
    lines.enumerated().compactMap { index, line -> Mutant? in
      let first = line.text.split(separator: " ").first.map(String.init) ?? ""
      // NB: `init(x: Int) { … }` on one line is a declaration too.
      let word = String(line.text.prefix { $0.isLetter || $0 == "_" })
      guard !line.text.isEmpty, line.isAllCode, !Self.nonStatementStarts.contains(first),
        !Self.nonStatementStarts.contains(word), !Self.declarationModifiers.contains(word),
        !first.hasPrefix("@"), !first.hasPrefix("."),
        Self.isBalanced(line.text), !Self.continues(line.text),
        line.text.contains(" = ") || line.text.contains(" += ") || line.text.contains(" -= ")
          || line.text.hasSuffix(")"),
        !isTheResultOfItsFunction(index)
      else { return nil }
      let previous = lines[..<index].last { !$0.text.isEmpty }
      let next = lines[(index + 1)...].first { !$0.text.isEmpty }
      guard !(previous.map { Self.continues($0.text) } ?? false),
        !(next.map { $0.text.hasPrefix(".") || $0.text.hasPrefix("?") } ?? false)
      else { return nil }
      let start = line.range.lowerBound + line.indent
      return mutant(.deletedStatement, start..<line.range.upperBound, "", "statement deleted")
    }
  }

  /// The code that opens the block line `index` is the one statement of, when that statement
  /// is not an assignment and the block closes on the next line: a value the block may yield.
  func openerOfSoleStatement(_ index: Int) -> String? {
    let statement = lines[index].code
    guard !Self.assignments.contains(where: { statement.contains($0) }),
      let previous = lines[..<index].last(where: { !$0.code.isEmpty }),
      let next = lines[(index + 1)...].first(where: { !$0.code.isEmpty }),
      next.code.hasPrefix("}")
    else { return nil }
    let opener = previous.code
    guard opener.hasSuffix("{") || opener.contains("{") && opener.hasSuffix(" in") else {
      return nil
    }
    return opener
  }

  /// What an assignment holds, compound ones included.
  static let assignments = [" = ", " += ", " -= ", " *= ", " /= ", " %= ", " &= ", " |= "]

  /// Whether line `index` is the one statement, not an assignment, of a function, subscript or
  /// computed property with a result: deleted, it would leave the body without one, which never
  /// compiles.
  func isTheResultOfItsFunction(_ index: Int) -> Bool {
    guard let opener = openerOfSoleStatement(index), opener.hasSuffix("{") else {
      return false
    }
    if opener.contains("func ") || opener.hasPrefix("subscript") || opener.contains(" subscript") {
      return opener.contains("->") && !opener.contains("-> Void") && !opener.contains("-> ()")
    }
    let isComputedProperty =
      (opener.hasPrefix("var ") || opener.contains(" var ")) && opener.contains(":")
      && !opener.contains("=")
    return isComputedProperty || opener == "get {"
  }

  var emptiedCases: [Mutant] {
    lines.enumerated().compactMap { index, line -> Mutant? in
      guard line.text.hasPrefix("case ") || line.text == "default:", line.text.hasSuffix(":"),
        line.isAllCode
      else { return nil }
      let body = lines[(index + 1)...].prefix { $0.text.isEmpty || $0.indent > line.indent }
      let code = body.filter { !$0.text.isEmpty }
      guard let last = code.last, let first = code.first else { return nil }
      let returns = code.contains { $0.text.hasPrefix("return ") }
      // NB: a body of one statement (and a return) is what `deletedStatements` and
      // `emptiedReturns` mutate already.
      if code.count - (returns ? 1 : 0) <= 1 { return nil }
      let replacement = returns ? "return []" : "break"
      let range = (first.range.lowerBound + first.indent)..<last.range.upperBound
      return mutant(.emptiedCase, range, replacement, "`\(line.text)` body emptied")
    }
  }

  var swappedArguments: [Mutant] {
    lines.compactMap { line -> Mutant? in
      let declarations = ["func ", "init(", "case ", "enum ", "subscript", "struct ", "class "]
      guard line.isAllCode, !declarations.contains(where: line.text.contains),
        let open = line.text.firstIndex(of: "("), let close = line.text.lastIndex(of: ")"),
        open < close
      else { return nil }
      let callee = line.text[..<open].reversed().prefix { $0.isIdentifierPart }.reversed()
      guard !Self.symmetricFunctions.contains(String(callee)) else { return nil }
      let inside = String(line.text[line.text.index(after: open)..<close])
      let parts = inside.split(separator: ",", omittingEmptySubsequences: false)
        .map { $0.trimmingCharacters(in: .whitespaces) }
      guard parts.count == 2, Self.isBalanced(inside) else { return nil }
      let arguments = parts.map(Self.labelAndValue)
      guard let a = arguments[0], let b = arguments[1], a.value != b.value,
        Self.isSimpleValue(a.value), Self.isSimpleValue(b.value)
      else { return nil }
      let swapped = "\(a.label)\(b.value), \(b.label)\(a.value)"
      guard let offset = line.text.distance(of: inside) else { return nil }
      let start = line.range.lowerBound + line.indent + offset
      return mutant(
        .swappedArguments, start..<(start + inside.count), swapped,
        "arguments `\(a.value)` and `\(b.value)` swapped")
    }
  }

  /// Calls whose two arguments may trade places without changing the result.
  static let symmetricFunctions: Set<String> = ["max", "min"]

  /// `label: value` as (`label: `, `value`), or (``, `value`).
  static func labelAndValue(_ argument: String) -> (label: String, value: String)? {
    guard let colon = argument.range(of: ": ") else { return ("", argument) }
    let label = argument[..<colon.lowerBound]
    guard label.allSatisfy(\.isIdentifierPart) else { return nil }
    return (String(argument[..<colon.upperBound]), String(argument[colon.upperBound...]))
  }

  /// An identifier, a member path or a number: something of a type two arguments may share.
  static func isSimpleValue(_ value: String) -> Bool {
    guard let first = value.first, !value.isEmpty else { return false }
    return (first.isIdentifierPart || first == ".")
      && value.allSatisfy { $0.isIdentifierPart || $0 == "." }
      && !(first.isUppercase && !value.contains("."))
  }

  var emptiedReturns: [Mutant] {
    lines.enumerated().compactMap { index, line -> Mutant? in
      guard line.text.hasPrefix("return "), line.isAllCode || line.text.hasPrefix("return [")
      else { return nil }
      let value = String(line.text.dropFirst("return ".count))
      let start = line.range.lowerBound + line.indent + "return ".count
      if value.hasPrefix("["), value != "[]", source.isCode(start..<(start + 1)) {
        let end = matching(from: start) ?? (line.range.upperBound - 1)
        return mutant(.emptiedReturn, start..<(end + 1), "[]", "returns `[]`")
      }
      guard value != "nil", returnsOptional(before: index) else { return nil }
      return mutant(.emptiedReturn, start..<line.range.upperBound, "nil", "returns `nil`")
    }
  }

  /// Whether the function around line `index` returns an optional.
  private func returnsOptional(before index: Int) -> Bool {
    guard let declaration = lines[..<index].last(where: { $0.text.contains("func ") }) else {
      return false
    }
    let signature = declaration.text.components(separatedBy: "->").last ?? ""
    return declaration.text.contains("->")
      && signature.trimmingCharacters(in: CharacterSet(charactersIn: " {")).hasSuffix("?")
  }
}

extension String {
  /// The offset of the first occurrence of `other`, in characters.
  func distance(of other: String) -> Int? {
    range(of: other).map { distance(from: startIndex, to: $0.lowerBound) }
  }
}
