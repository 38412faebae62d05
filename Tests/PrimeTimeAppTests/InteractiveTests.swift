import XCTest

@testable import PrimeTimeApp

/// A person at a terminal gets a prompt instead of an echo of each command.
final class InteractiveTests: XCTestCase {
  func testInteractive_PromptsAndDoesNotEcho() {
    var output = ""
    var lines = ["+"][...]
    let terminal = Terminal(
      readLine: { lines.popFirst() }, write: { output += $0 }, writeError: { output += $0 },
      isInteractive: true)

    _ = PrimeTime.main(arguments: [], terminal: terminal)

    XCTAssertEqual(
      suffix(of: output, fromLineStartingWith: "> "),
      """
      > === Counter ===
      Count: 1
      1 is not prime.
      Favourites: none
      Buttons: [+] [-] [nth] [open]

      >\u{20}

      """)
  }

  func testHelpCommand_ListsEveryCommand() {
    let output = runPrimeTime(input: ["help"]).output

    for command in ["+  -", "nth", "fav", "dismiss", "open", "back", "del N", "save", "load"] {
      XCTAssertTrue(output.contains("\n  \(command) "), "help does not list '\(command)'")
    }
  }
}
