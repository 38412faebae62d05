/// A Swift source file read once: which of its characters are code, which a comment and which a
/// string literal, and on which line each stands. Every tool that reads Swift (TODO markers,
/// test functions, messages, mutations, the tutorial's code steps) starts from here, so that
/// they all agree on what a comment or a string is.
///
/// It knows line and nested block comments, single-line, multi-line and raw string literals
/// (`#"…"#`), escapes and interpolations (a `"` inside `\(…)` does not end the literal).
///
/// ```swift
/// let source = SwiftSource(#"let x = "//" // a comment"#)
/// source.pieces.map(\.kind)  // [.code, .literal, .code, .comment]
/// ```
public struct SwiftSource: Sendable {
  /// One run of characters of the same kind.
  public struct Piece: Equatable, Sendable {
    /// What a piece is.
    public enum Kind: Equatable, Sendable {
      /// Code: anything outside comments and string literals.
      case code
      /// A `//` comment (without its line break) or a `/* … */` comment.
      case comment
      /// A string literal, its delimiters included.
      case literal
    }

    /// What the piece is.
    public let kind: Kind
    /// Its characters, as offsets into `characters`.
    public let range: Range<Int>
  }

  /// The file's characters.
  public let characters: [Character]
  /// The file in order, as runs of code, comments and literals.
  public let pieces: [Piece]
  /// Whether each character is code.
  public let isCode: [Bool]
  /// The line, counting from 1, of each character.
  public let lines: [Int]

  /// Reads `text`.
  public init(_ text: String) {
    let characters = Array(text)
    var lexer = SwiftLexer(characters)
    let pieces = lexer.pieces()
    var isCode = [Bool](repeating: true, count: characters.count)
    for piece in pieces where piece.kind != .code {
      for index in piece.range { isCode[index] = false }
    }
    var lines = [Int](repeating: 1, count: characters.count)
    var line = 1
    for index in characters.indices {
      lines[index] = line
      if characters[index] == "\n" { line += 1 }
    }
    self.characters = characters
    self.pieces = pieces
    self.isCode = isCode
    self.lines = lines
  }

  /// The text of `range`.
  public func text(_ range: Range<Int>) -> String { String(characters[range]) }

  /// The line of the character at `index`; the last line past the end.
  public func line(at index: Int) -> Int {
    characters.isEmpty ? 1 : lines[min(max(index, 0), characters.count - 1)]
  }

  /// The line holding character `index`, without its indentation.
  public func lineText(at index: Int) -> String {
    var start = index
    while start > 0, characters[start - 1] != "\n" { start -= 1 }
    var end = index
    while end < characters.count, characters[end] != "\n" { end += 1 }
    return String(characters[start..<end]).trimmingCharacters(in: .whitespaces)
  }

  /// Whether every character of `range` is code.
  public func isCode(_ range: Range<Int>) -> Bool {
    range.lowerBound >= 0 && range.upperBound <= characters.count && range.allSatisfy { isCode[$0] }
  }

  /// Whether `token` starts at `index`.
  public func has(_ token: String, at index: Int) -> Bool {
    characters.has(token, at: index)
  }

  /// The comments, in order.
  public var comments: [Piece] { pieces.filter { $0.kind == .comment } }
}

extension Array where Element == Character {
  /// Whether `token` starts at `index`.
  func has(_ token: String, at index: Int) -> Bool {
    guard index >= 0 else { return false }
    var position = index
    for character in token {
      guard position < count, self[position] == character else { return false }
      position += 1
    }
    return true
  }
}
