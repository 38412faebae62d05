import WorkshopCourse
import WorkshopJudge
import WorkshopLocalization
import WorkshopTerminal
import XCTest

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
