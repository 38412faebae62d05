import WorkshopReaders

extension SwiftSource {
  /// The line holding character `index`, without its indentation.
  func lineText(at index: Int) -> String {
    var start = index
    while start > 0, characters[start - 1] != "\n" { start -= 1 }
    var end = index
    while end < characters.count, characters[end] != "\n" { end += 1 }
    return String(characters[start..<end]).trimmingCharacters(in: .whitespaces)
  }
}

extension Character {
  /// Whether the character can be part of an identifier or a number.
  var isIdentifierPart: Bool { isLetter || isNumber || self == "_" || self == "$" }
}
