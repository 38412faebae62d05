import WorkshopReaders

/// Finds, on one line, the expression around a change that can be wrapped in parentheses and
/// picked by a ternary without changing what the rest of the line means: it runs between two
/// separators at its own depth of brackets (`(`, `[`, `,`, a label's or a ternary's `:`, `=`,
/// `{`, `return`, `if`, `guard`, `while`, `in`, `else`) and holds nothing that a ternary's
/// branch cannot (`try`, `await`, `&x`, a closure, a range that changes type, a declaration).
struct ExpressionScanner {
  let source: SwiftSource
  /// The line's characters, without its newline.
  let line: Range<Int>

  /// The characters an operator (or the rest of a ternary) is made of.
  static let operatorCharacters: Set<Character> = Set("=!<>+-*/%&|^~?:.")

  /// Keywords after which an expression starts.
  private static let starters: Set<String> = ["return", "if", "guard", "while", "in", "throw"]
  /// Words that make a span unsafe to wrap: it would not be an expression of its own.
  private static let spoilers: Set<String> = [
    "try", "await", "let", "var", "case", "where", "inout", "some", "any", "is", "as",
  ]
  /// Words a line starts with when it declares rather than computes.
  private static let declarations: Set<String> = [
    "extension", "struct", "class", "enum", "protocol", "typealias", "import", "actor",
    "associatedtype", "precedencegroup", "operator",
  ]

  /// The expression around `change`, trimmed of spaces; `nil` where none is safe.
  func expression(around change: Range<Int>) -> Range<Int>? {
    let text = source.text(line).trimmingCharacters(in: .whitespaces)
    let firstWord = String(text.prefix { $0.isLetter })
    guard !text.hasPrefix("@"), !text.hasPrefix("#"), !Self.declarations.contains(firstWord),
      let start = start(before: change.lowerBound),
      let end = end(after: change.upperBound)
    else { return nil }
    // NB: an expression that runs from the start of its line may have begun on the line before.
    guard start > line.lowerBound else { return nil }
    var lower = start
    var upper = end
    while lower < upper, source.characters[lower] == " " { lower += 1 }
    while upper > lower, source.characters[upper - 1] == " " { upper -= 1 }
    guard lower <= change.lowerBound, change.upperBound <= upper, isSafe(lower..<upper) else {
      return nil
    }
    return lower..<upper
  }

  /// Where the expression starts: just after the separator before `position` at depth 0.
  private func start(before position: Int) -> Int? {
    var depth = 0
    var index = position - 1
    while index >= line.lowerBound {
      defer { index -= 1 }
      guard source.isCode[index] else { continue }
      let character = source.characters[index]
      switch character {
      case ")", "]":
        depth += 1
      case "(", "[":
        if depth == 0 { return index + 1 }
        depth -= 1
      case "{", "}":
        return depth == 0 ? index + 1 : nil
      case ",", ";":
        if depth == 0 { return index + 1 }
      case ":":
        if depth == 0, isFollowedBySpace(index) { return index + 1 }
      case "?":
        if depth == 0, isTernary(index) { return index + 1 }
      case "=":
        if depth == 0, isAssignment(index) { return index + 1 }
      case " ":
        guard depth == 0 else { continue }
        let word = self.word(endingAt: index - 1)
        if Self.starters.contains(word) { return index + 1 }
      default:
        continue
      }
    }
    return depth == 0 ? line.lowerBound : nil
  }

  /// Where the expression ends: at the separator after `position` at depth 0.
  private func end(after position: Int) -> Int? {
    var depth = 0
    var index = position
    while index < line.upperBound {
      defer { index += 1 }
      guard source.isCode[index] else { continue }
      switch source.characters[index] {
      case "(", "[":
        depth += 1
      case ")", "]":
        if depth == 0 { return index }
        depth -= 1
      case "{", "}":
        return depth == 0 ? index : nil
      case ",", ";":
        if depth == 0 { return index }
      case ":":
        if depth == 0, isFollowedBySpace(index) { return index }
      case "?":
        if depth == 0, isTernary(index) { return index }
      case "=":
        // NB: the change is on the left of an assignment: a target, not a value.
        if depth == 0, isAssignment(index) { return nil }
      case " ":
        if depth == 0, word(startingAt: index + 1) == "else" { return index }
      default:
        continue
      }
    }
    // NB: an expression that goes on to the next line cannot be cut at this one's end.
    guard depth == 0, !MutantGenerator.continues(source.text(line)) else { return nil }
    let next = line.upperBound + 1
    if next < source.characters.count,
      source.text(next..<min(source.characters.count, next + 200))
        .trimmingCharacters(in: .whitespaces).first.map({ ".?:".contains($0) }) ?? false
    {
      return nil
    }
    return line.upperBound
  }

  /// Whether `value` is a default argument (`timeout: TimeInterval = 5`, or any value on a line
  /// that declares a function) or an enum case's raw value: it must stay a literal, or at least
  /// name nothing private.
  func isInADeclaration(_ value: Range<Int>) -> Bool {
    let text = source.text(line).trimmingCharacters(in: .whitespaces)
    let words = text.split(separator: " ").map(String.init)
    let keyword =
      words.first { !MutantGenerator.modifiers.contains($0) && !$0.hasPrefix("@") } ?? ""
    if ["func", "init", "subscript", "case"].contains(where: { keyword.hasPrefix($0) }) {
      return true
    }
    if ["let", "var"].contains(keyword) { return false }
    // NB: `label: Type = value` on a line of its own is a parameter of a declaration.
    let before = source.text(line.lowerBound..<value.lowerBound)
    guard let equals = before.range(of: " = ", options: .backwards) else { return false }
    return before[..<equals.lowerBound].contains(": ")
  }

  /// Whether `span` holds only what a ternary's branch may: no spoiling word, no closure, no
  /// `&x`, no range operator (its mutant changes the type), no string joined with `+` or `-`.
  private func isSafe(_ span: Range<Int>) -> Bool {
    guard !span.isEmpty else { return false }
    let code = String(span.map { source.isCode[$0] ? source.characters[$0] : " " })
    let words = Set(code.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
    guard words.isDisjoint(with: Self.spoilers), !code.contains("{"), !code.contains(".."),
      !code.contains("->")
    else { return false }
    // NB: a comma outside brackets would make the span a list, not one value.
    var depth = 0
    for character in code {
      if "([".contains(character) { depth += 1 }
      if ")]".contains(character) { depth -= 1 }
      if character == ",", depth == 0 { return false }
    }
    let ampersands = code.replacingOccurrences(of: "&&", with: "")
    guard !ampersands.contains("&") else { return false }
    let hasText = span.contains { !source.isCode[$0] }
    return !(hasText && (code.contains(" + ") || code.contains(" - ")))
  }

  private func isFollowedBySpace(_ index: Int) -> Bool {
    index + 1 < line.upperBound && source.characters[index + 1] == " "
  }

  /// `a ? b : c`'s `?`, with a space on each side (not `a?.b` or `T?`).
  private func isTernary(_ index: Int) -> Bool {
    index > line.lowerBound && source.characters[index - 1] == " " && isFollowedBySpace(index)
  }

  /// An `=` that assigns (`=`, `+=`, `-=`…), not one of `==`, `!=`, `<=`, `>=`, `===`.
  private func isAssignment(_ index: Int) -> Bool {
    guard isFollowedBySpace(index), index > line.lowerBound else { return false }
    let before = source.characters[index - 1]
    if before == " " { return true }
    guard "+-*/%&|^".contains(before), index - 1 > line.lowerBound else { return false }
    return source.characters[index - 2] == " "
  }

  private func word(endingAt index: Int) -> String {
    var start = index
    while start >= line.lowerBound, source.characters[start].isLetter { start -= 1 }
    guard start < index else { return "" }
    // NB: `x.in` or `_if` are not keywords.
    if start >= line.lowerBound, ".$_".contains(source.characters[start]) { return "" }
    return source.text((start + 1)..<(index + 1))
  }

  private func word(startingAt index: Int) -> String {
    var end = index
    while end < line.upperBound, source.characters[end].isLetter { end += 1 }
    return source.text(index..<end)
  }
}
