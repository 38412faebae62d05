import WorkshopCourse
import XCTest

/// The paths a message suggests in a command come back as one word when pasted into a shell.
final class ShellQuotingTests: XCTestCase {
  func testPlainPaths_StayAsTheyAre() {
    XCTAssertEqual(
      shellQuoted("Exercises/02-Environment/Checks"), "Exercises/02-Environment/Checks")
  }

  func testPathsWithSpacesOrQuotes_AreSingleQuoted() {
    XCTAssertEqual(shellQuoted("Exercises/02-The Env"), "'Exercises/02-The Env'")
    XCTAssertEqual(shellQuoted("it's"), #"'it'\''s'"#)
    XCTAssertEqual(shellQuoted(""), "''")
    XCTAssertEqual(shellQuoted("$HOME;rm"), "'$HOME;rm'")
  }
}
