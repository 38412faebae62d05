import Foundation
import WorkshopCourse
import WorkshopJudge

/// A Swift source file as characters, with what is code marked apart from comments and string
/// literals, so that a mutation never lands in a comment or a message.
struct SourceText {
  /// The file's characters.
  let characters: [Character]
  /// Whether each character is code (not in a comment or a string literal).
  let isCode: [Bool]
  /// The line (from 1) of each character.
  let lines: [Int]

  /// Reads `text`.
  init(_ text: String) {
    let characters = Array(text)
    var isCode = [Bool](repeating: true, count: characters.count)
    var lines = [Int](repeating: 1, count: characters.count)
    var line = 1
    var index = 0
    func mark(_ end: Int) {
      for position in index..<min(end, characters.count) { isCode[position] = false }
    }
    while index < characters.count {
      lines[index] = line
      let end = Self.endOfNonCode(at: index, in: characters)
      if end > index {
        mark(end)
        for position in index..<min(end, characters.count) {
          lines[position] = line
          if characters[position] == "\n" { line += 1 }
        }
        index = end
        continue
      }
      if characters[index] == "\n" { line += 1 }
      index += 1
    }
    self.characters = characters
    self.isCode = isCode
    self.lines = lines
  }

  /// Where the comment or string literal starting at `index` ends, or `index` when none starts.
  private static func endOfNonCode(at index: Int, in text: [Character]) -> Int {
    func starts(_ token: String, at position: Int) -> Bool {
      let token = Array(token)
      return position + token.count <= text.count
        && Array(text[position..<position + token.count]) == token
    }
    if starts("//", at: index) {
      return (index..<text.count).first { text[$0] == "\n" } ?? text.count
    }
    if starts("/*", at: index) {
      var depth = 0
      var position = index
      while position < text.count {
        if starts("/*", at: position) {
          depth += 1
          position += 2
        } else if starts("*/", at: position) {
          depth -= 1
          position += 2
          if depth == 0 { return position }
        } else {
          position += 1
        }
      }
      return text.count
    }
    var hashes = 0
    while index + hashes < text.count, text[index + hashes] == "#" { hashes += 1 }
    let quote = index + hashes
    guard quote < text.count, text[quote] == "\"" else { return index }
    let isMultiline = starts("\"\"\"", at: quote)
    let closing = (isMultiline ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
    var position = quote + (isMultiline ? 3 : 1)
    while position < text.count {
      if hashes == 0, text[position] == "\\" {
        position += 2
        continue
      }
      if !isMultiline, text[position] == "\n" { return position }
      if starts(closing, at: position) { return position + closing.count }
      position += 1
    }
    return text.count
  }

  /// The text of `range`.
  func text(_ range: Range<Int>) -> String { String(characters[range]) }

  /// The line holding character `index`, without its indentation.
  func lineText(at index: Int) -> String {
    var start = index
    while start > 0, characters[start - 1] != "\n" { start -= 1 }
    var end = index
    while end < characters.count, characters[end] != "\n" { end += 1 }
    return String(characters[start..<end]).trimmingCharacters(in: .whitespaces)
  }

  /// Whether every character of `range` is code.
  func isCode(_ range: Range<Int>) -> Bool {
    range.lowerBound >= 0 && range.upperBound <= characters.count && range.allSatisfy { isCode[$0] }
  }

  /// Whether `token` starts at `index`.
  func has(_ token: String, at index: Int) -> Bool {
    let token = Array(token)
    return index >= 0 && index + token.count <= characters.count
      && Array(characters[index..<index + token.count]) == token
  }
}

extension Character {
  /// Whether the character can be part of an identifier or a number.
  var isIdentifierPart: Bool { isLetter || isNumber || self == "_" || self == "$" }
}
