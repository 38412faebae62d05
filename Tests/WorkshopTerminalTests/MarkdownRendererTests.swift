import WorkshopCourse
import WorkshopJudge
import WorkshopLocalization
import WorkshopReaders
import WorkshopTerminal
import XCTest

final class MarkdownRendererTests: XCTestCase {
  private let colour = Terminal(usesColor: true, isInteractiveOutput: true, canAsk: false)

  private func plain(_ markdown: String, width: Int = 80) -> [String] {
    MarkdownRenderer(terminal: .plain, width: width).render(markdown)
  }

  func testPlain_KeepsHeadingsAndCodeTicks_DropsEmphasisAndFences() {
    XCTAssertEqual(
      plain("# Title\n\nUse `sink` **now**, *then* wait.\n\n```swift\nlet x = 1\n```"),
      ["# Title", "", "Use `sink` now, then wait.", "", "    let x = 1"])
  }

  func testColour_StylesHeadingsStrongEmphasisAndCode_WithoutTheirMarkers() {
    let rendered = MarkdownRenderer(terminal: colour, width: 80).render(
      "## Step\nUse `sink` **now**, *then* wait.\n```swift\nlet x = 1\n```")
    XCTAssertEqual(
      rendered,
      [
        "\u{1B}[1mStep\u{1B}[0m",
        "",
        "Use \u{1B}[36msink\u{1B}[0m \u{1B}[1mnow\u{1B}[0m, \u{1B}[3mthen\u{1B}[0m wait.",
        "",
        "\u{1B}[36m    let x = 1\u{1B}[0m",
      ])
  }

  func testBoldCodeSpans_AreBoldCode_BeforeAnotherCodeSpanToo() {
    // Without colour, the span keeps its backticks and loses the stars around it.
    XCTAssertEqual(
      plain("1. **`setUp`**: replace `Current` with the mock."),
      ["1. `setUp`: replace `Current` with the mock."])
    // With colour, it is bold and cyan.
    XCTAssertEqual(
      MarkdownRenderer(terminal: colour, width: 80).render("**`setUp`**: replace `Current`."),
      ["\u{1B}[1;36msetUp\u{1B}[0m: replace \u{1B}[36mCurrent\u{1B}[0m."])
  }

  func testUnderscoresInsideWords_AndEscapes_StayAsWritten() {
    XCTAssertEqual(
      plain("Call snake_case_name, not _this_; \\* a star, \\`a tick\\`."),
      ["Call snake_case_name, not this; * a star, `a tick`."])
  }

  func testParagraphs_AreReflowedToTheWidth_WithoutTheSourcesLineBreaks() {
    let lines = plain(
      "One two three four five six seven\neight nine ten eleven twelve.", width: 20)
    XCTAssertEqual(
      lines, ["One two three four", "five six seven eight", "nine ten eleven", "twelve."])
  }

  func testChinese_JoinsLinesWithoutSpaces_AndBreaksBetweenCharacters_NeverBeforeAComma() {
    let lines = plain("每个闭包接收前面的步骤留下的状态，\n把它改成你期望的状态。", width: 16)
    XCTAssertEqual(lines.joined(), "每个闭包接收前面的步骤留下的状态，把它改成你期望的状态。")
    for line in lines {
      XCTAssertLessThanOrEqual(displayWidth(line), 16, line)
      XCTAssertFalse(line.hasPrefix("，") || line.hasPrefix("。"), line)
    }
    XCTAssertGreaterThan(lines.count, 3)
  }

  func testKorean_KeepsTheSpacesOfItsLineBreaks_AndBreaksBetweenWordsFirst() {
    let lines = plain("각 클로저는 앞 단계가 남긴\n상태를 받습니다.", width: 13)
    XCTAssertEqual(lines.joined(separator: "|"), "각 클로저는|앞 단계가|남긴 상태를|받습니다.")
  }

  func testKorean_BreaksWithinAWord_RatherThanLeaveALineMostlyEmpty() {
    let lines = plain("가 나다라마바사아자차카타파하", width: 20)
    XCTAssertEqual(lines, ["가 나다라마바사아자", "차카타파하"])
  }

  func testKorean_AParticleStaysWithTheCodeBeforeIt() {
    let lines = plain("먼저 `sink`를 호출합니다", width: 10)
    XCTAssertEqual(lines, ["먼저", "`sink`를", "호출합니다"])
  }

  func testLists_HangTheirTextUnderTheMarker_AndKeepCodeInsideAnItem() {
    let lines = plain(
      """
      1. **Save.** Make the reducer return one effect
         that saves:

         ```swift
         save()
         ```

      2. Load.
      - a bullet with words enough to wrap
      """, width: 30)
    XCTAssertEqual(
      lines,
      [
        "1. Save. Make the reducer",
        "   return one effect that",
        "   saves:",
        "",
        "       save()",
        "",
        "2. Load.",
        "",
        "- a bullet with words enough",
        "  to wrap",
      ])
  }

  func testTables_AlignByDisplayWidth_RightAligningNumberColumns() {
    let lines = plain(
      """
      | 步骤 | Bugs |
      | --- | ---: |
      | 第 01 步 | 6 |
      | 08 | 13 |
      """)
    XCTAssertEqual(lines, ["步骤      Bugs", "--------  ----", "第 01 步     6", "08          13"])
  }

  func testATableWiderThanTheLine_WrapsItsCells_AndStaysAligned() {
    let lines = plain(
      """
      | Call | What it does |
      |---|---|
      | `await store.receive(action) { … }` | waits (up to `timeout`, 1 s) for the next action |
      | `finish()` | waits until every effect has finished |
      """, width: 40)
    for line in lines { XCTAssertLessThanOrEqual(displayWidth(line), 40, line) }
    XCTAssertEqual(TableCheck.misalignedLines(in: lines), [])
    XCTAssertTrue(lines.contains(""), "rows of several lines are set apart: \(lines)")
  }

  func testCodeLinesWiderThanTheLine_ArePrintedWhole() {
    // A folded line would go on as code: here the rest of a `//` comment.
    let long = "let effects = reducer(&state, .save)  // one effect: the save, not yet run"
    XCTAssertEqual(plain("```swift\n\(long)\n```", width: 40), ["    " + long])
  }

  func testAnIndentedLineOfOnlyAComment_GoesWholeToo() {
    XCTAssertEqual(
      withoutComments("1. Task:\n\n   <!--output:bug 4-->\n   ```"), "1. Task:\n\n   ```")
  }

  func testCommentsAreLeftOut_AndALineOfOnlyACommentGoesWhole() {
    XCTAssertEqual(
      plain("A <!--fact:bugs-->13<!--/fact--> bugs.\n<!--output: bug 4-->\n```\nx\n```"),
      ["A 13 bugs.", "", "    x"])
  }
}

/// Whether a table's columns line up: the two-column gaps between columns fall at the same
/// display columns in every line of it.
enum TableCheck {
  /// The lines of `lines` (a table, its rule the second line) whose gaps differ from the rule's.
  static func misalignedLines(in lines: [String]) -> [String] {
    guard lines.count > 1 else { return [] }
    let rule = Array(lines[1])
    let gaps = rule.indices.filter { $0 > 0 && rule[$0] == " " && rule[$0 - 1] == "-" }
    return lines.filter { line in
      !line.isEmpty
        && gaps.contains { gap in
          let column = character(atColumn: gap, in: line)
          return column != nil && column != " "
        }
    }
  }

  /// The character drawn at display column `column` of `line`, if the line reaches it.
  static func character(atColumn column: Int, in line: String) -> Character? {
    var position = 0
    for character in line {
      let width = displayWidth(String(character))
      if column < position + width { return character }
      position += width
    }
    return nil
  }
}
