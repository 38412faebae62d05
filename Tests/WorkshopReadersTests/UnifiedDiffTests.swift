import WorkshopReaders
import XCTest

final class UnifiedDiffTests: XCTestCase {
  func testEqualTexts_HaveNoDiff() {
    XCTAssertEqual(unifiedDiff(old: "a\nb\n", new: "a\nb\n", path: "x"), [])
  }

  func testOneChangedLine_HasContextAroundIt() {
    let old = (1...10).map(String.init).joined(separator: "\n") + "\n"
    let new = old.replacingOccurrences(of: "5\n", with: "five\n")
    XCTAssertEqual(
      unifiedDiff(old: old, new: new, path: "Exercises/a.swift"),
      [
        "diff --git a/Exercises/a.swift b/Exercises/a.swift", "--- a/Exercises/a.swift",
        "+++ b/Exercises/a.swift", "@@ -2,7 +2,7 @@",
        " 2", " 3", " 4", "-5", "+five", " 6", " 7", " 8",
      ])
  }

  func testDistantChanges_MakeSeparateHunks() {
    let old = (1...20).map(String.init)
    var new = old
    new[1] = "two"
    new[18] = "nineteen"
    let diff = unifiedDiff(
      old: old.joined(separator: "\n"), new: new.joined(separator: "\n"), path: "a")
    XCTAssertEqual(diff.filter { $0.hasPrefix("@@") }, ["@@ -1,5 +1,5 @@", "@@ -16,5 +16,5 @@"])
  }

  func testNewFile_ComesFromDevNull() {
    XCTAssertEqual(
      unifiedDiff(old: nil, new: "a\n", path: "x"),
      [
        "diff --git a/x b/x", "new file mode 100644", "--- /dev/null", "+++ b/x",
        "@@ -0,0 +1,1 @@", "+a",
      ])
  }

  func testDeletedFile_GoesToDevNull() {
    XCTAssertEqual(
      unifiedDiff(old: "a\n", new: nil, path: "x"),
      [
        "diff --git a/x b/x", "deleted file mode 100644", "--- a/x", "+++ /dev/null",
        "@@ -1,1 +0,0 @@", "-a",
      ])
  }

  func testMissingNewlineAtTheEnd_IsAChangeWithGitsMarker() {
    XCTAssertEqual(
      unifiedDiff(old: "a\nb", new: "a\nb\n", path: "x"),
      [
        "diff --git a/x b/x", "--- a/x", "+++ b/x", "@@ -1,2 +1,2 @@", " a", "-b",
        "\\ No newline at end of file", "+b",
      ])
  }

  func testLineDiff_KeepsTheLongestCommonPart() {
    XCTAssertEqual(
      diffLines(["a", "b", "c"], ["a", "c", "d"]),
      [.same("a"), .removed("b"), .same("c"), .added("d")])
  }
}
