import WorkshopCourse

/// The lines a change touches: the working tree against the merge base of HEAD and a base
/// branch, as `git diff` reports them. `mutate --changed` mutates these lines only.
public struct ChangedLines: Equatable, Sendable {
  /// The lines of each file (relative to the course root, counting from 1) the change added or
  /// rewrote, with the line after each deletion.
  public let lines: [String: Set<Int>]

  /// The lines in `diff`, the output of `git diff --unified=0`, whose paths are relative to the
  /// course root.
  init(diff: String) {
    var lines: [String: Set<Int>] = [:]
    var file: String?
    for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("+++ ") {
        let path = line.dropFirst(4)
        file = path.hasPrefix("b/") ? String(path.dropFirst(2)) : nil
      } else if line.hasPrefix("@@ "), let file, let added = Self.addedRange(line) {
        lines[file, default: []].formUnion(added)
      }
    }
    self.lines = lines
  }

  /// The change of the working tree since the merge base of HEAD and `base`.
  /// - Throws: `CourseError` when git finds no merge base with `base`, or cannot diff.
  public init(git: Git, base: String) throws {
    let mergeBase = try git.run(["merge-base", base, "HEAD"])
    guard mergeBase.termination == .exited(0) else {
      throw CourseError(
        "git finds no common ancestor of \(base) and HEAD. Name a branch this one grew from, "
          + "such as main or origin/main (fetch it first in a shallow clone).")
    }
    let commit = mergeBase.output.trimmingCharacters(in: .whitespacesAndNewlines)
    let diff = try git.run([
      "diff", "--unified=0", "--no-color", "--no-ext-diff", "--relative", commit,
    ])
    guard diff.termination == .exited(0) else {
      throw CourseError("git diff against \(base) failed: \(diff.output)")
    }
    self.init(diff: diff.output)
  }

  /// `@@ -3,2 +5,4 @@` → 5...8; a deletion (`+5,0`) touches lines 5 and 6, around the gap.
  private static func addedRange(_ header: Substring) -> ClosedRange<Int>? {
    guard let plus = header.split(separator: " ").first(where: { $0.hasPrefix("+") }) else {
      return nil
    }
    let parts = plus.dropFirst().split(separator: ",").compactMap { Int($0) }
    guard let start = parts.first else { return nil }
    let count = parts.count > 1 ? parts[1] : 1
    return count == 0 ? max(start, 1)...(start + 1) : start...(start + count - 1)
  }

  /// Whether the change touches line `line` of `file`.
  public func touches(_ file: String, line: Int) -> Bool {
    lines[file]?.contains(line) ?? false
  }
}
