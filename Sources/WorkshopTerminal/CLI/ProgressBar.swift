extension Terminal {
  /// `[######------------------]`: `done` of `total`, `width` cells wide. NB: in ASCII, since
  /// block glyphs such as `█` take two columns in a terminal set to draw East Asian ambiguous
  /// characters wide.
  public static func progressBar(done: Int, total: Int, width: Int = 24) -> String {
    let filled = total == 0 ? 0 : (done * width + total / 2) / total
    return "[" + String(repeating: "#", count: filled)
      + String(repeating: "-", count: width - filled) + "]"
  }
}
