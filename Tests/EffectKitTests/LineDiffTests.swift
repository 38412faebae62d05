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

  func testBlankLines_AreLinesToo() {
    XCTAssertEqual(
      lineDiff(expected: "a\n\nb", actual: "a\n\nc"),
      """
        a
        
      − b
      + c

      (Expected: −, Actual: +)
      """)
  }

  func testLinesOnlyAtTheEndOfOneSide_AreMarkedAfterTheSharedOnes() {
    XCTAssertEqual(
      lineDiff(expected: "a", actual: "a\nb\nc"),
      """
        a
      + b
      + c

      (Expected: −, Actual: +)
      """)
    XCTAssertEqual(
      lineDiff(expected: "a\nb\nc", actual: "a"),
      """
        a
      − b
      − c

      (Expected: −, Actual: +)
      """)
  }

  func testLinesRemovedFromTheEnd_ThatRepeatEarlierOnes_AreMarkedAtTheEnd() {
    // A log that lost its last two entries, which repeat the first two.
    XCTAssertEqual(
      lineDiff(expected: "tap\ntick\ntap\ntick", actual: "tap\ntick"),
      """
        tap
        tick
      − tap
      − tick

      (Expected: −, Actual: +)
      """)
  }

  func testSeveralChanges_KeepEveryLineTheTextsShareInOrder() {
    XCTAssertEqual(
      lineDiff(expected: "a\nb\nc\nd\ne", actual: "a\nx\nc\nd\ny\ne"),
      """
        a
      − b
      + x
        c
        d
      + y
        e

      (Expected: −, Actual: +)
      """)
  }

  func testAMovedLine_IsShownRemovedAndAddedAroundTheLongestSharedRun() {
    XCTAssertEqual(
      lineDiff(expected: "a\nb\nc", actual: "c\na\nb"),
      """
      + c
        a
        b
      − c

      (Expected: −, Actual: +)
      """)
    XCTAssertEqual(
      lineDiff(expected: "c\na\nb", actual: "a\nb\nc"),
      """
      − c
        a
        b
      + c

      (Expected: −, Actual: +)
      """)
  }

  func testTwoEquallyShortDiffs_TheOneThatRemovesFirstIsChosen() {
    XCTAssertEqual(
      lineDiff(expected: "a\nb", actual: "b\na"),
      """
      − a
        b
      + a

      (Expected: −, Actual: +)
      """)
  }

  func testEveryDiff_RebuildsBothTexts_AndKeepsAsManyLinesAsTheyShare() {
    // NB: a fixed seed: the same 300 pairs of short texts on every run.
    var random = SplitMix64(seed: 2026)
    for _ in 0..<300 {
      let expected = (0..<random.next(below: 7)).map { _ in
        ["a", "b", "c", ""][random.next(below: 4)]
      }
      let actual = (0..<random.next(below: 7)).map { _ in
        ["a", "b", "c", ""][random.next(below: 4)]
      }
      let (old, new) = (expected.joined(separator: "\n"), actual.joined(separator: "\n"))
      guard let diff = lineDiff(expected: old, actual: new) else {
        XCTAssertEqual(old, new)
        continue
      }
      let lines = diff.components(separatedBy: "\n").dropLast(2)
      let kept = lines.filter { $0.hasPrefix("  ") }.map { String($0.dropFirst(2)) }
      let before = lines.filter { !$0.hasPrefix("+ ") }.map { String($0.dropFirst(2)) }
      let after = lines.filter { !$0.hasPrefix("− ") }.map { String($0.dropFirst(2)) }
      XCTAssertEqual(before.joined(separator: "\n"), old, diff)
      XCTAssertEqual(after.joined(separator: "\n"), new, diff)
      XCTAssertEqual(
        kept.count,
        longestCommonRun(old.components(separatedBy: "\n"), new.components(separatedBy: "\n")),
        "the diff should keep every line the texts share:\n\(diff)")
    }
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

/// The length of the longest common subsequence of two line lists, the plain recursive way.
private func longestCommonRun(_ a: [String], _ b: [String]) -> Int {
  var memo: [Int: Int] = [:]
  func length(_ i: Int, _ j: Int) -> Int {
    if i == a.count || j == b.count { return 0 }
    if let known = memo[i * 100 + j] { return known }
    let result = a[i] == b[j] ? 1 + length(i + 1, j + 1) : max(length(i + 1, j), length(i, j + 1))
    memo[i * 100 + j] = result
    return result
  }
  return length(0, 0)
}

/// A small seeded random number generator, so that every run tries the same cases.
private struct SplitMix64 {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next(below bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int((z ^ (z >> 31)) % UInt64(bound))
  }
}
