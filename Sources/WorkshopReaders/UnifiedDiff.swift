/// The difference between two versions of a file as `git diff` prints it and `git apply` and
/// `patch -p1` read it: a `diff --git a/… b/…` line, `---`/`+++` headers with `a/` and `b/`
/// prefixes, then hunks with `context` unchanged lines around each change. Empty when the texts
/// are equal. A missing side (`nil`) makes a new or a deleted file.
///
/// ```swift
/// unifiedDiff(old: "a\nb\n", new: "a\nc\n", path: "x")
/// // diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1,2 +1,2 @@\n a\n-b\n+c
/// ```
public func unifiedDiff(old: String?, new: String?, path: String, context: Int = 3) -> [String] {
  let diff = diffLines(lines(of: old), lines(of: new))
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

  var output = ["diff --git a/\(path) b/\(path)"]
  if old == nil { output.append("new file mode 100644") }
  if new == nil { output.append("deleted file mode 100644") }
  output.append(old == nil ? "--- /dev/null" : "--- a/\(path)")
  output.append(new == nil ? "+++ /dev/null" : "+++ b/\(path)")
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
      case .same(let text): output += marked(" ", text)
      case .removed(let text): output += marked("-", text)
      case .added(let text): output += marked("+", text)
      }
    }
  }
  return output
}

// NB: a last line without a newline is compared with `noNewline` appended, so that "x" and
// "x\n" differ as git sees them, and is printed with git's marker line after it.
private let noNewline = "\u{0}"

private func marked(_ prefix: String, _ text: String) -> [String] {
  guard text.hasSuffix(noNewline) else { return [prefix + text] }
  return [prefix + text.dropLast(), "\\ No newline at end of file"]
}

/// `start,count` in a hunk header; an empty side starts at the line before it.
private func range(_ start: Int, _ count: Int) -> String {
  count == 0 ? "\(start),0" : "\(start + 1),\(count)"
}

private func lines(of text: String?) -> [String] {
  guard let text, !text.isEmpty else { return [] }
  var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  if lines.last == "" {
    lines.removeLast()
  } else {
    lines[lines.count - 1] += noNewline
  }
  return lines
}
