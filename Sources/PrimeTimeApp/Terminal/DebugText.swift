import EffectKit

/// What `--debug` prints for one action: the action, then how the state changed.
///
/// ```
/// action: AppAction.counter(CounterAction.incrTapped)
///   AppState(
///     screen: Screen.counter,
/// −   count: 0,
/// +   count: 1,
///     …
/// (Before: −, After: +)
/// ```
enum DebugText {
  /// Runs of unchanged lines longer than this are cut down to their ends.
  static let unchangedLimit = 8
  /// Runs of added or removed lines longer than this are cut down to their ends.
  static let changedLimit = 12

  /// The action's dump, then the line diff of the state before and after it, or
  /// "(No state changes)".
  static func describe(action: Any, before: Any, after: Any) -> String {
    let action = shortened(valueDump(action).split(separator: "\n").map(String.init), limit: 12)
    let change =
      lineDiff(expected: valueDump(before), actual: valueDump(after))
      .map(beforeAndAfter) ?? "(No state changes)"
    return "action: " + action.joined(separator: "\n") + "\n" + change + "\n"
  }

  /// Relabels a line diff as before and after, and shortens long runs of lines.
  private static func beforeAndAfter(_ diff: String) -> String {
    var lines = diff.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // NB: `lineDiff` ends with a blank line and a legend written for tests, which compare an
    // expected value with an actual one. Here the two sides are before and after.
    if lines.last?.hasPrefix("(Expected: ") == true {
      lines.removeLast(lines.count >= 2 && lines[lines.count - 2].isEmpty ? 2 : 1)
    }
    return (compacted(lines) + ["(Before: −, After: +)"]).joined(separator: "\n")
  }

  /// Cuts long runs of lines with the same mark (`  `, `− `, `+ `) down to a few at each end.
  private static func compacted(_ lines: [String]) -> [String] {
    var result: [String] = []
    var run: [String] = []
    func flush() {
      let isUnchanged = run.first?.hasPrefix("  ") == true
      result += shortened(run, limit: isUnchanged ? unchangedLimit : changedLimit)
      run = []
    }
    for line in lines {
      if let first = run.first, first.prefix(2) != line.prefix(2) { flush() }
      run.append(line)
    }
    flush()
    return result
  }

  /// `lines`, or, if there are more than `limit`, the first and last few around a line that
  /// says how many were left out, under the same mark.
  private static func shortened(_ lines: [String], limit: Int) -> [String] {
    guard lines.count > limit else { return lines }
    let kept = limit / 2 - 1
    let mark = lines[0].hasPrefix("− ") || lines[0].hasPrefix("+ ") ? lines[0].prefix(2) : "  "
    let omitted = lines.count - 2 * kept
    return lines.prefix(kept) + ["\(mark)… (\(omitted) more lines)"] + lines.suffix(kept)
  }
}
