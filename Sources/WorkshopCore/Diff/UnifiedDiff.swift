/// The difference between two versions of a file in unified diff format, as `git diff` and
/// `patch` read it: `---`/`+++` headers, then hunks with `context` unchanged lines around each
/// change. Empty when the texts are equal.
///
/// ```swift
/// unifiedDiff(old: "a\nb\n", new: "a\nc\n", oldName: "x", newName: "y")
/// // --- x\n+++ y\n@@ -1,2 +1,2 @@\n a\n-b\n+c
/// ```
public func unifiedDiff(
  old: String?, new: String?, oldName: String, newName: String, context: Int = 3
) -> [String] {
  let oldLines = lines(of: old)
  let newLines = lines(of: new)
  let diff = diffLines(oldLines, newLines)
  let changes = diff.indices.filter { index in
    if case .same = diff[index] { return false }
    return true
  }
  guard !changes.isEmpty else { return [] }

  // Group changes whose context overlaps into hunks of diff indices.
  var hunks: [ClosedRange<Int>] = []
  for index in changes {
    let range = max(0, index - context)...min(diff.count - 1, index + context)
    if let last = hunks.last, range.lowerBound <= last.upperBound + 1 {
      hunks[hunks.count - 1] = last.lowerBound...range.upperBound
    } else {
      hunks.append(range)
    }
  }

  var output = [
    "--- " + (old == nil ? "/dev/null" : oldName), "+++ " + (new == nil ? "/dev/null" : newName),
  ]
  for hunk in hunks {
    let before = diff[..<hunk.lowerBound]
    let oldStart = before.filter { if case .added = $0 { return false } else { return true } }.count
    let newStart = before.filter { if case .removed = $0 { return false } else { return true } }
      .count
    let body = diff[hunk]
    let oldCount = body.filter { if case .added = $0 { return false } else { return true } }.count
    let newCount = body.filter { if case .removed = $0 { return false } else { return true } }.count
    output.append(
      "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@")
    for line in body {
      switch line {
      case .same(let text): output.append(" " + text)
      case .removed(let text): output.append("-" + text)
      case .added(let text): output.append("+" + text)
      }
    }
  }
  return output
}

/// `start,count` in a hunk header; an empty side starts at the line before it.
private func range(_ start: Int, _ count: Int) -> String {
  count == 0 ? "\(start),0" : "\(start + 1),\(count)"
}

private func lines(of text: String?) -> [String] {
  guard let text, !text.isEmpty else { return [] }
  var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  if lines.last == "" { lines.removeLast() }
  return lines
}
