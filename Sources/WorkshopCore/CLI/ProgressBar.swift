extension Terminal {
  /// `[██████░░░░░░░░░░░░░░░░░░]`: `done` of `total`, `width` cells wide.
  public static func progressBar(done: Int, total: Int, width: Int = 24) -> String {
    let filled = total == 0 ? 0 : (done * width + total / 2) / total
    return "[" + String(repeating: "█", count: filled)
      + String(repeating: "░", count: width - filled) + "]"
  }
}
