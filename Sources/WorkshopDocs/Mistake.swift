import Foundation

/// A common mistake of a lesson, read as the slip (what you do) and what then goes wrong:
/// `**Forgetting to advance.** Nothing runs …`, or `Writing without .atomic. A crash …`, or
/// `Reading the time once, outside the closure: a live built …`.
struct Mistake: Equatable {
  let slip: String
  let consequence: String

  /// `nil` when `text` is not a slip followed by what goes wrong.
  init?(_ text: String) {
    if text.hasPrefix("**"), let close = text.dropFirst(2).range(of: "**") {
      let bold = String(text[text.index(text.startIndex, offsetBy: 2)..<close.lowerBound])
      let rest = text[close.upperBound...].trimmingCharacters(in: .whitespaces)
      if rest.first?.isUppercase == true {
        self.init(slip: bold, consequence: rest)
        return
      }
      self.init(plain: bold + text[close.upperBound...])
      return
    }
    self.init(plain: text)
  }

  private init?(plain text: String) {
    guard let (end, isColon) = firstBreak(in: text) else { return nil }
    let slip = String(text[..<end])
    let rest = text[text.index(after: end)...].trimmingCharacters(in: .whitespaces)
    let consequence = isColon ? rest.prefix(1).uppercased() + rest.dropFirst() : rest
    self.init(slip: isColon ? slip : slip + ".", consequence: consequence)
  }

  private init?(slip: String, consequence: String) {
    let slip = slip.trimmingCharacters(in: .whitespaces)
    let consequence = consequence.trimmingCharacters(in: .whitespaces)
    guard !slip.isEmpty, !consequence.isEmpty else { return nil }
    self.slip = slip.hasSuffix(":") ? String(slip.dropLast()) : slip
    self.consequence = consequence
  }
}

/// Where the first sentence of `text` ends: a `.` or `:` followed by a space, outside code
/// spans and parentheses, and not the dot of `e.g.` or `i.e.`.
private func firstBreak(in text: String) -> (String.Index, isColon: Bool)? {
  var inCode = false
  var depth = 0
  var index = text.startIndex
  while index < text.endIndex {
    let character = text[index]
    let next = text.index(after: index)
    switch character {
    case "`": inCode.toggle()
    case "(" where !inCode: depth += 1
    case ")" where !inCode: depth = max(0, depth - 1)
    case ".", ":":
      let before = text[text.startIndex..<index]
      let isAbbreviation = before.hasSuffix("e.g") || before.hasSuffix("i.e")
      if !inCode, depth == 0, !isAbbreviation, next < text.endIndex, text[next] == " " {
        return (index, character == ":")
      }
    default: break
    }
    index = next
  }
  return nil
}
