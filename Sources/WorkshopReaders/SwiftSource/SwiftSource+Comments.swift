extension SwiftSource {
  /// The source without its comments: a line that held only a comment stays, empty, and no
  /// line keeps spaces at its end. A translated lesson may change the comments of its code
  /// blocks, never the code, and this is what must stay the same.
  ///
  /// ```swift
  /// SwiftSource("let x = 1  // one\n").withoutComments  // "let x = 1\n"
  /// ```
  public var withoutComments: String {
    let kept = pieces.map { piece in
      piece.kind == .comment
        ? String(text(piece.range).filter { $0 == "\n" }) : text(piece.range)
    }
    return kept.joined().split(separator: "\n", omittingEmptySubsequences: false)
      .map { String($0.reversed().drop { $0 == " " }.reversed()) }
      .joined(separator: "\n")
  }
}
