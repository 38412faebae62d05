/// Splits Swift source into runs of code, comments and string literals.
struct SwiftLexer {
  private let text: [Character]
  private var index = 0

  init(_ text: [Character], from index: Int = 0) {
    self.text = text
    self.index = index
  }

  /// Where the interpolation whose `(` is at `index` of `text` ends: just after its `)`.
  static func endOfInterpolation(in text: [Character], from index: Int) -> Int {
    var lexer = SwiftLexer(text, from: index)
    lexer.skipInterpolation()
    return lexer.index
  }

  /// The pieces of the whole text, in order; adjacent code is one piece.
  mutating func pieces() -> [SwiftSource.Piece] {
    var pieces: [SwiftSource.Piece] = []
    var codeStart = 0
    func add(_ kind: SwiftSource.Piece.Kind, _ range: Range<Int>) {
      if codeStart < range.lowerBound {
        pieces.append(SwiftSource.Piece(kind: .code, range: codeStart..<range.lowerBound))
      }
      pieces.append(SwiftSource.Piece(kind: kind, range: range))
      codeStart = range.upperBound
    }
    while index < text.count {
      let start = index
      if skipComment() {
        add(.comment, start..<index)
      } else if skipLiteral() {
        add(.literal, start..<index)
      } else {
        index += 1
      }
    }
    if codeStart < text.count {
      pieces.append(SwiftSource.Piece(kind: .code, range: codeStart..<text.count))
    }
    return pieces
  }

  /// Skips the comment starting here, if one does.
  private mutating func skipComment() -> Bool {
    if text.has("//", at: index) {
      while index < text.count, text[index] != "\n" { index += 1 }
      return true
    }
    guard text.has("/*", at: index) else { return false }
    var depth = 0
    while index < text.count {
      if text.has("/*", at: index) {
        depth += 1
        index += 2
      } else if text.has("*/", at: index) {
        depth -= 1
        index += 2
        if depth == 0 { return true }
      } else {
        index += 1
      }
    }
    return true
  }

  /// Skips the string literal starting here, if one does: `#`s, then one or three quotes.
  private mutating func skipLiteral() -> Bool {
    var hashes = 0
    while index + hashes < text.count, text[index + hashes] == "#" { hashes += 1 }
    guard index + hashes < text.count, text[index + hashes] == "\"" else { return false }
    index += hashes
    let isMultiline = text.has("\"\"\"", at: index)
    index += isMultiline ? 3 : 1
    let closing = (isMultiline ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
    let escape = "\\" + String(repeating: "#", count: hashes)
    while index < text.count {
      if text.has(closing, at: index) {
        index += closing.count
        return true
      }
      if !isMultiline, text[index] == "\n" { return true }
      if text.has(escape, at: index) {
        index += escape.count
        if index < text.count, text[index] == "(" {
          skipInterpolation()
        } else {
          index += 1
        }
        continue
      }
      index += 1
    }
    return true
  }

  /// Skips an interpolation's `( … )`, whose code may hold literals and comments of its own.
  private mutating func skipInterpolation() {
    var depth = 0
    while index < text.count {
      if skipComment() || skipLiteral() { continue }
      switch text[index] {
      case "(": depth += 1
      case ")":
        depth -= 1
        if depth == 0 {
          index += 1
          return
        }
      default: break
      }
      index += 1
    }
  }
}
