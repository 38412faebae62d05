import WorkshopCore
import XCTest

final class UnifiedDiffTests: XCTestCase {
  func testEqualTexts_HaveNoDiff() {
    XCTAssertEqual(unifiedDiff(old: "a\nb\n", new: "a\nb\n", oldName: "x", newName: "y"), [])
  }

  func testOneChangedLine_HasContextAroundIt() {
    let old = (1...10).map(String.init).joined(separator: "\n") + "\n"
    let new = old.replacingOccurrences(of: "5\n", with: "five\n")
    XCTAssertEqual(
      unifiedDiff(old: old, new: new, oldName: "Exercises/a.swift", newName: "Solutions/a.swift"),
      [
        "--- Exercises/a.swift", "+++ Solutions/a.swift", "@@ -2,7 +2,7 @@",
        " 2", " 3", " 4", "-5", "+five", " 6", " 7", " 8",
      ])
  }

  func testDistantChanges_MakeSeparateHunks() {
    let old = (1...20).map(String.init)
    var new = old
    new[1] = "two"
    new[18] = "nineteen"
    let diff = unifiedDiff(
      old: old.joined(separator: "\n"), new: new.joined(separator: "\n"), oldName: "a", newName: "b"
    )
    XCTAssertEqual(diff.filter { $0.hasPrefix("@@") }, ["@@ -1,5 +1,5 @@", "@@ -16,5 +16,5 @@"])
  }

  func testNewFile_ComesFromDevNull() {
    XCTAssertEqual(
      unifiedDiff(old: nil, new: "a\n", oldName: "x", newName: "y"),
      ["--- /dev/null", "+++ y", "@@ -0,0 +1,1 @@", "+a"])
  }

  func testLineDiff_KeepsTheLongestCommonPart() {
    XCTAssertEqual(
      diffLines(["a", "b", "c"], ["a", "c", "d"]),
      [.same("a"), .removed("b"), .same("c"), .added("d")])
  }
}
