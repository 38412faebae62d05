/// Walks a text once, from left to right, and splits it into tokens.
///
/// A mention, tag or URL only starts at the beginning of a word (the start of the text, or
/// after whitespace), so `"mail@example.com"` stays plain text. Mentions and tags run over
/// letters, digits and `_`; a URL runs to the next whitespace.
struct TokenScanner {
  private let text: String
  private var index: String.Index
  private var plain = ""
  private var found: [Token] = []

  init(_ text: String) {
    self.text = text
    self.index = text.startIndex
  }

  mutating func tokens() -> [Token] {
    var atWordStart = true
    while index < text.endIndex {
      if atWordStart, let (token, end) = special(at: index) {
        flushPlain()
        found.append(token)
        index = end
        atWordStart = false
        continue
      }
      let character = text[index]
      plain.append(character)
      atWordStart = character.isWhitespace
      index = text.index(after: index)
    }
    flushPlain()
    return found
  }

  private mutating func flushPlain() {
    guard !plain.isEmpty else { return }
    found.append(.text(plain))
    plain = ""
  }

  /// The mention, tag or URL starting at `start`, and where it ends; `nil` for plain text.
  private func special(at start: String.Index) -> (Token, String.Index)? {
    let rest = text[start...]
    for scheme in ["https://", "http://"] where rest.hasPrefix(scheme) {
      let end = rest.firstIndex(where: \.isWhitespace) ?? text.endIndex
      guard text.distance(from: start, to: end) > scheme.count else { return nil }
      return (.url(String(text[start..<end])), end)
    }
    guard let marker = rest.first, marker == "@" || marker == "#" else { return nil }
    let nameStart = text.index(after: start)
    let name = text[nameStart...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    guard !name.isEmpty else { return nil }
    let token: Token = marker == "@" ? .username(String(name)) : .hashtag(String(name))
    return (token, name.endIndex)
  }
}
