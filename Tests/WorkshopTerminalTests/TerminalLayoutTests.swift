import WorkshopCourse
import WorkshopJudge
import WorkshopLocalization
import XCTest

@testable import WorkshopTerminal

/// The tool's own frames and wrapping: ASCII where a glyph's width depends on the terminal, and
/// lines that fit the width without losing a word.
final class TerminalLayoutTests: XCTestCase {
  func testTheProgressBar_IsASCII_SoItIsAsWideInEveryTerminal() {
    let bar = Terminal.progressBar(done: 1, total: 3)
    XCTAssertEqual(bar, "[########----------------]")
    XCTAssertTrue(bar.allSatisfy(\.isASCII))
  }

  func testALongLine_FoldsUnderTheTextAfterItsMark_AndKeepsEveryWord() {
    let terminal = Terminal(usesColor: false, isInteractiveOutput: false, canAsk: false, width: 30)
    let line = "  ✗  bug 2: the tally forgets every value it was given once cleared"
    let folded = terminal.folding(line)
    XCTAssertEqual(
      folded,
      ["  ✗  bug 2: the tally forgets", "     every value it was given", "     once cleared"])
    XCTAssertEqual(terminal.folding("short"), ["short"])
  }

  func testAWordWiderThanTheLine_BreaksAfterADotUnderscoreOrSlash_ElseWhereItMust() {
    let terminal = Terminal(usesColor: false, isInteractiveOutput: false, canAsk: false, width: 24)
    XCTAssertEqual(
      terminal.folding("  ✓ CounterChecks.testIncrementTapped_AddsOne"),
      ["  ✓ CounterChecks.", "    testIncrementTapped_", "    AddsOne"])
    XCTAssertEqual(
      terminal.folding("  at Exercises/12-SnapshotTesting/Tests/a.txt"),
      ["  at", "    Exercises/", "    12-SnapshotTesting/", "    Tests/a.txt"])
    // Nowhere natural to break: cut where the width ends, a wide character never split.
    XCTAssertEqual(
      terminal.folding(String(repeating: "x", count: 30)),
      [String(repeating: "x", count: 22), "  xxxxxxxx"])
    XCTAssertEqual(
      wrapped(String(repeating: "检", count: 3), width: 5), ["检检", "检"])
  }

  func testTheToolsSentences_FitTheWidthLineByLine_InEveryScript() {
    let terminal = Terminal(usesColor: false, isInteractiveOutput: false, canAsk: false, width: 80)
    let english =
      "To take the reference over: `swift run workshop reset 09` backs up your version, then "
      + "`cp -R Solutions/09-Composition/. Exercises/09-Composition/`."
    let chinese =
      "要改用参考答案：`swift run workshop reset 09` 会先备份你的版本，然后运行 "
      + "`cp -R Solutions/09-Composition/. Exercises/09-Composition/`；或者把这份差异应用到你的"
      + "文件上。"
    for text in [english, chinese] {
      let lines = terminal.fitting("first\n\n" + text).split(
        separator: "\n", omittingEmptySubsequences: false)
      XCTAssertEqual(Array(lines.prefix(2)), ["first", ""])
      XCTAssertEqual(lines.filter { displayWidth(String($0)) > 80 }, [], text)
      // Nothing is lost on the way.
      XCTAssertEqual(
        lines.joined().filter { !$0.isWhitespace }, ("first" + text).filter { !$0.isWhitespace })
    }
  }

  func testAStatusLineWiderThanTheTerminal_IsCutToOneColumnLess_SoItNeverWraps() {
    let terminal = Terminal(usesColor: false, isInteractiveOutput: true, canAsk: false, width: 80)
    let long = "Building… [12/340] Compiling " + String(repeating: "Module ", count: 20)
    XCTAssertEqual(displayWidth(terminal.statusLine(long)), 79)
    XCTAssertTrue(terminal.statusLine(long).hasSuffix("…"))
    // A wide character takes two columns: the cut never lands in the middle of one.
    let wide = terminal.statusLine(String(repeating: "检查", count: 50))
    XCTAssertLessThanOrEqual(displayWidth(wide), 79)
    XCTAssertEqual(terminal.statusLine("Running the checks…"), "Running the checks…")
  }

  func testAColouredStatusLine_KeepsItsCodes_AndEndsTheColourItCut() {
    let terminal = Terminal(usesColor: true, isInteractiveOutput: true, canAsk: false, width: 40)
    let line = terminal.statusLine(terminal.style(String(repeating: "a", count: 60), .dim))
    XCTAssertEqual(displayWidth(line), 39)
    XCTAssertTrue(line.hasPrefix("\u{1B}[2m"))
    XCTAssertTrue(line.hasSuffix("…\u{1B}[0m"))
  }

  func testTheWidth_IsColumnsElseEighty_AndAtMostAHundred() {
    let plain = { (environment: [String: String]) in
      Terminal(
        usesColor: false, isInteractiveOutput: false, canAsk: false, environment: environment
      ).width
    }
    XCTAssertEqual(plain([:]), 80)
    XCTAssertEqual(plain(["COLUMNS": "60"]), 60)
    XCTAssertEqual(plain(["COLUMNS": "240"]), Terminal.maximumWidth)
    XCTAssertEqual(plain(["COLUMNS": "wide"]), 80)
  }
}
