/// Compares two texts line by line and marks what differs: lines only in `expected` start with
/// `−`, lines only in `actual` with `+`, and lines both share with two spaces.
///
/// Use it with `valueDump` to show how two values differ, field by field:
///
/// ```swift
/// lineDiff(expected: "count: 2\nflag: true", actual: "count: 1\nflag: true")
/// // − count: 2
/// // + count: 1
/// //   flag: true
/// //
/// // (Expected: −, Actual: +)
/// ```
///
/// - Returns: The marked lines followed by a legend, or `nil` when the texts are equal.
public func lineDiff(expected: String, actual: String) -> String? {
  guard expected != actual else { return nil }
  let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  let marked = DiffTable(old, new).markedLines()
  return (marked + ["", "(Expected: −, Actual: +)"]).joined(separator: "\n")
}

/// The longest common subsequence of two line lists, as a table of suffix lengths.
private struct DiffTable {
  let old: [String]
  let new: [String]
  /// `common[i][j]`: how many lines `old[i...]` and `new[j...]` have in common, in order.
  private var common: [[Int]]

  init(_ old: [String], _ new: [String]) {
    self.old = old
    self.new = new
    common = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in old.indices.reversed() {
      let below = i + 1
      for j in new.indices.reversed() {
        let right = j + 1
        common[i][j] =
          old[i] == new[j] ? common[below][right] + 1 : max(common[below][j], common[i][right])
      }
    }
  }

  /// Walks both lists, keeping shared lines and marking the rest. Within a run of changes all
  /// expected lines come first, then all actual lines, so each change reads as a before/after.
  func markedLines() -> [String] {
    var lines: [String] = []
    var removed: [String] = []
    var added: [String] = []
    func flush() {
      lines += removed.map { "− " + $0 } + added.map { "+ " + $0 }
      removed = []
      added = []
    }
    var (i, j) = (0, 0)
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        flush()
        lines.append("  " + old[i])
        (i, j) = (i + 1, j + 1)
      } else if j == new.count || (i < old.count && common[i + 1][j] == common[i][j]) {
        // NB: old[i] goes first whenever dropping it keeps every shared line.
        removed.append(old[i])
        i += 1
      } else {
        added.append(new[j])
        j += 1
      }
    }
    flush()
    return lines
  }
}
