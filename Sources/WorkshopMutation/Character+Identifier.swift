extension Character {
  /// Whether the character can be part of an identifier or a number.
  var isIdentifierPart: Bool { isLetter || isNumber || self == "_" || self == "$" }
}
