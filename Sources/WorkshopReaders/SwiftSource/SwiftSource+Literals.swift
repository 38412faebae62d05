extension SwiftSource {
  /// A string literal as the program sees it, with the line it starts on.
  public struct Literal: Equatable, Sendable {
    /// The text: escapes resolved, each interpolation replaced, a multi-line literal without
    /// its indentation.
    public let text: String
    /// The line of its opening quote.
    public let line: Int
    /// Its characters in the source, from its first delimiter to its last (or its last joined
    /// literal's).
    public let range: Range<Int>
  }

  /// Every string literal, literals that `+` joins read as one, each interpolation `\(…)`
  /// replaced by `value`, or kept as written when `value` is `nil`.
  ///
  /// ```swift
  /// SwiftSource(#"fail("Saw " + "\(count) items")"#).literals(value: "…")
  /// // [Literal(text: "Saw … items", line: 1, range: 5..<32)]
  /// ```
  public func literals(value: String?) -> [Literal] {
    var result: [Literal] = []
    var joinsPrevious = false
    for (position, piece) in pieces.enumerated() {
      switch piece.kind {
      case .literal:
        let text = literalText(piece.range, value: value)
        if joinsPrevious, let last = result.popLast() {
          result.append(
            Literal(
              text: last.text + text, line: last.line,
              range: last.range.lowerBound..<piece.range.upperBound))
        } else {
          result.append(
            Literal(text: text, line: lines[piece.range.lowerBound], range: piece.range))
        }
        joinsPrevious = false
      case .code:
        let code = self.text(piece.range).filter { !$0.isWhitespace }
        joinsPrevious =
          code == "+" && position > 0 && pieces[position - 1].kind == .literal
          && position + 1 < pieces.count && pieces[position + 1].kind == .literal
      case .comment:
        continue
      }
    }
    return result
  }

  /// The text of the literal whose characters are `range`, delimiters included.
  func literalText(_ range: Range<Int>, value: String?) -> String {
    var start = range.lowerBound
    var hashes = 0
    while start < range.upperBound, characters[start] == "#" {
      hashes += 1
      start += 1
    }
    let isMultiline = characters.has("\"\"\"", at: start)
    start += isMultiline ? 3 : 1
    let closing = (isMultiline ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
    var end = range.upperBound
    if end - closing.count >= start, characters.has(closing, at: end - closing.count) {
      end -= closing.count
    }
    let escape = "\\" + String(repeating: "#", count: hashes)
    // NB: a line continuation stays marked until the lines lose their indentation, as Swift's.
    let continuation = "\u{E001}"
    var text = ""
    var index = start
    while index < end {
      guard characters.has(escape, at: index), index + escape.count < end else {
        text.append(characters[index])
        index += 1
        continue
      }
      index += escape.count
      switch characters[index] {
      case "(":
        let end = SwiftLexer.endOfInterpolation(in: characters, from: index)
        text += value ?? (escape + String(characters[index..<end]))
        index = end
      case "\n" where isMultiline:
        text += continuation + "\n"
        index += 1
      case "u" where index + 1 < end && characters[index + 1] == "{":
        let digits = characters[(index + 2)..<end].prefix { $0 != "}" }
        text +=
          UInt32(String(digits), radix: 16).flatMap(Unicode.Scalar.init).map(String.init) ?? ""
        index += 3 + digits.count
      default:
        let escaped: [Character: String] = ["n": "\n", "t": "\t", "r": "\r", "0": "\0"]
        text += escaped[characters[index]] ?? String(characters[index])
        index += 1
      }
    }
    guard isMultiline else { return text }
    return withoutIndentation(text).replacingOccurrences(of: continuation + "\n", with: "")
  }
}

/// A multi-line literal's text between its delimiters, as Swift reads it: without the line after
/// the opening delimiter and the one of the closing delimiter, each line without the closing
/// delimiter's indentation.
private func withoutIndentation(_ raw: String) -> String {
  var lines = raw.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  let indent = lines.last.map { $0.allSatisfy { $0 == " " } ? $0.count : 0 } ?? 0
  if lines.first?.allSatisfy({ $0 == " " }) == true { lines.removeFirst() }
  if !lines.isEmpty { lines.removeLast() }
  return lines.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }
    .joined(separator: "\n")
}
