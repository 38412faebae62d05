/// `line` without the spaces at its end.
public func trailingSpacesRemoved(_ line: String) -> String {
  String(line.reversed().drop { $0 == " " }.reversed())
}

extension StringProtocol {
  /// The text without the spaces and tabs at its ends (cheaper than Foundation's trimming, which
  /// the renderer would call on every line several times).
  public var withoutOuterSpaces: String {
    let isSpace = { (character: Character) in character == " " || character == "\t" }
    guard let first = firstIndex(where: { !isSpace($0) }),
      let last = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[first...last])
  }
}
