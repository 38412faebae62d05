import EffectKit
import XCTest

final class LineDiffTests: XCTestCase {
  func testEqualTexts_HaveNoDiff() {
    XCTAssertNil(lineDiff(expected: "a\nb", actual: "a\nb"))
  }

  func testAChangedLine_ShowsExpectedThenActual() {
    XCTAssertEqual(
      lineDiff(
        expected: "(\n  count: 2,\n  flag: true\n)", actual: "(\n  count: 1,\n  flag: true\n)"),
      """
        (
      −   count: 2,
      +   count: 1,
          flag: true
        )

      (Expected: −, Actual: +)
      """)
  }

  func testAddedAndRemovedLines_KeepTheSharedOnesInPlace() {
    XCTAssertEqual(
      lineDiff(expected: "a\nb\nc", actual: "a\nc\nd"),
      """
        a
      − b
        c
      + d

      (Expected: −, Actual: +)
      """)
  }

  func testARunOfChanges_ListsAllExpectedLinesBeforeAllActualLines() {
    XCTAssertEqual(
      lineDiff(expected: "start\nx1\nx2\nend", actual: "start\ny1\ny2\nend"),
      """
        start
      − x1
      − x2
      + y1
      + y2
        end

      (Expected: −, Actual: +)
      """)
  }

  func testOneSideEmpty_MarksEveryLine() {
    XCTAssertEqual(
      lineDiff(expected: "", actual: "a"),
      """
      − 
      + a

      (Expected: −, Actual: +)
      """)
  }

  func testDumpsOfTwoValues_DiffFieldByField() {
    struct State {
      var count: Int
      var primes: [Int]
    }
    XCTAssertEqual(
      lineDiff(
        expected: valueDump(State(count: 1, primes: [2, 3])),
        actual: valueDump(State(count: 1, primes: [2, 3, 5]))),
      """
        LineDiffTests.State(
          count: 1,
      −   primes: [2, 3]
      +   primes: [2, 3, 5]
        )

      (Expected: −, Actual: +)
      """)
  }
}
