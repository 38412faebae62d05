/// One line of a line-by-line comparison.
public enum DiffLine: Equatable, Sendable {
  /// In both texts.
  case same(String)
  /// Only in the old text.
  case removed(String)
  /// Only in the new text.
  case added(String)
}

/// The shortest edit turning `old` into `new`, line by line (longest common subsequence).
/// Quadratic in the number of lines, which is fine for lesson-sized files.
public func diffLines(_ old: [String], _ new: [String]) -> [DiffLine] {
  let n = old.count
  let m = new.count
  // NB: lengths[i][j] is the LCS length of old[i...] and new[j...], in one flat array.
  var lengths = [Int](repeating: 0, count: (n + 1) * (m + 1))
  func at(_ i: Int, _ j: Int) -> Int { i * (m + 1) + j }
  if n > 0, m > 0 {
    for i in stride(from: n - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        lengths[at(i, j)] =
          old[i] == new[j]
          ? lengths[at(i + 1, j + 1)] + 1 : max(lengths[at(i + 1, j)], lengths[at(i, j + 1)])
      }
    }
  }
  var result: [DiffLine] = []
  var i = 0
  var j = 0
  while i < n, j < m {
    if old[i] == new[j] {
      result.append(.same(old[i]))
      i += 1
      j += 1
    } else if lengths[at(i + 1, j)] >= lengths[at(i, j + 1)] {
      result.append(.removed(old[i]))
      i += 1
    } else {
      result.append(.added(new[j]))
      j += 1
    }
  }
  result += old[i...].map(DiffLine.removed) + new[j...].map(DiffLine.added)
  return result
}
