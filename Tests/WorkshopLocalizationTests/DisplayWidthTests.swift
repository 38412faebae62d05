import XCTest

@testable import WorkshopLocalization

final class DisplayWidthTests: XCTestCase {
  func testWideCharacters_TakeTwoColumns() {
    XCTAssertEqual(displayWidth("reducer"), 7)
    XCTAssertEqual(displayWidth("副作用"), 6)
    XCTAssertEqual(displayWidth("순수 함수"), 9)
    XCTAssertEqual(displayWidth("（已跳过）"), 10)
    XCTAssertEqual(displayWidth("étape"), 5)
  }

  func testCombiningMarksAndColourCodes_TakeNone() {
    XCTAssertEqual(displayWidth("e\u{301}tape"), 5)
    XCTAssertEqual(displayWidth("\u{1B}[1;32m完成\u{1B}[0m"), 4)
  }

  func testPadding_CountsColumnsNotCharacters() {
    XCTAssertEqual(padded("完成", toWidth: 6), "完成  ")
    XCTAssertEqual(padded("done", toWidth: 6), "done  ")
    XCTAssertEqual(padded("longer than", toWidth: 3), "longer than")
  }

  func testWrapping_BreaksAtSpacesAndBetweenWideCharacters() {
    XCTAssertEqual(wrapped("one two three four", width: 9), ["one two", "three", "four"])
    XCTAssertEqual(wrapped("副作用测试很重要", width: 6), ["副作用", "测试很", "重要"])
    XCTAssertEqual(wrapped("在 reducer 中", width: 10), ["在 reducer", "中"])
    // A word wider than the line is cut where it must, every character kept.
    XCTAssertEqual(wrapped("unbreakable", width: 4), ["unbr", "eaka", "ble"])
    XCTAssertEqual(wrapped("", width: 4), [""])
    for line in wrapped("부수 효과를 테스트하는 방법을 배웁니다", width: 12) {
      XCTAssertLessThanOrEqual(displayWidth(line), 12, line)
    }
  }

  func testWrapping_NeverStartsALineWithClosingPunctuation() {
    let lines = wrapped("第一步完成了，第二步也完成了。", width: 12)
    XCTAssertEqual(lines, ["第一步完成", "了，第二步也", "完成了。"])
  }

  func testAmbiguousGlyphs_TakeOneColumn_AsInATerminalsDefaultSetting() {
    XCTAssertEqual(displayWidth("·—–…→█░−✓"), 9)
  }

  func testALineBreakOfTheSource_IsASpaceExceptBetweenChineseCharacters() {
    XCTAssertFalse(lineBreakIsASpace(between: "态", and: "把"))
    XCTAssertFalse(lineBreakIsASpace(between: "，", and: "s"))
    XCTAssertTrue(lineBreakIsASpace(between: "다", and: "상"))
    XCTAssertTrue(lineBreakIsASpace(between: "查", and: "`"))
    XCTAssertTrue(lineBreakIsASpace(between: "d", and: "w"))
  }
}
