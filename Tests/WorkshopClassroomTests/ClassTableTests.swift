import Foundation
import XCTest

@testable import WorkshopClassroom

/// `class`'s table: one row a report, whatever the reports say their learners are called.
final class ClassTableTests: XCTestCase {
  private func reports(_ learners: [(file: String, learner: String?)]) throws
    -> [(path: String, report: LearnerReport)]
  {
    let folder = try Fixtures.emptyFolder(for: self)
    let paths = try learners.map { file, learner in
      try HandedInReportsTests.write(
        HandedInReportsTests.report(learner: learner), named: file, in: folder)
    }
    let handedIn = HandedInReports(paths: paths)
    XCTAssertEqual(handedIn.rejected, [])
    return handedIn.accepted.map { ($0.path, $0.report) }
  }

  func testThreeReportsWithOneName_AreThreeRows_NamedByTheirFiles_AndTheNameIsShared() throws {
    let table = ClassTable(
      reports: try reports([("ada.json", "Student"), ("bob.json", "Student"), ("cy.json", nil)]))

    let lines = table.lines(markdown: false)

    XCTAssertEqual(table.rows.map(\.label), ["Student (ada.json)", "Student (bob.json)", "cy"])
    XCTAssertEqual(lines[1].split(separator: " ").prefix(2), ["Student", "(ada.json)"])
    XCTAssertEqual(lines[2].split(separator: " ").prefix(2), ["Student", "(bob.json)"])
    XCTAssertEqual(lines[3].split(separator: " ").first, "cy")
    XCTAssertEqual(table.sharedNames.map(\.name), ["Student"])
    XCTAssertEqual(table.sharedNames.first?.paths.count, 2)
  }

  func testSameFileNamesInTwoFolders_AreToldApartByTheirPaths() throws {
    let table = ClassTable(
      reports: try reports([("a/report.json", "Student"), ("b/report.json", "Student")]))
    XCTAssertTrue(table.rows[0].label.hasSuffix("/a/report.json)"), table.rows[0].label)
    XCTAssertTrue(table.rows[1].label.hasSuffix("/b/report.json)"), table.rows[1].label)
  }

  func testEachRow_SaysWhenItsReportWasMade_AndTheTotalsHaveTheirDenominators() throws {
    let lines = ClassTable(reports: try reports([("ada.json", "Ada"), ("bob.json", "Bob")]))
      .lines(markdown: false)

    XCTAssertEqual(
      lines[0].split(separator: " "), ["Learner", "01", "02", "03", "Done", "Made", "(UTC)"])
    XCTAssertEqual(
      lines[1].split(separator: " "), ["Ada", "✓", "✗1/3", "-", "1/3", "2027-01-15", "08:00"])
    XCTAssertEqual(lines[3].split(separator: " "), ["Done", "2/2", "0/2", "0/2", "0/2"])
  }

  func testControlCharactersInAName_AreShownEscaped_InTextAndMarkdown() throws {
    // The escape that clears a screen, a bell, a newline that would break the row, a bar and a
    // tag that would break a Markdown cell, and a mark that would reverse the rest of the line.
    let hostile = "Eve\u{1B}[2J\u{07}\nX|<b>\u{202E}"
    let table = ClassTable(reports: try reports([("eve.json", hostile)]))

    for markdown in [false, true] {
      let text = table.lines(markdown: markdown).joined(separator: "\n")
      XCTAssertFalse(
        text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "markdown: \(markdown)")
      XCTAssertFalse(text.unicodeScalars.contains("\u{202E}"), "markdown: \(markdown)")
    }
    XCTAssertTrue(
      table.lines(markdown: false)[1].hasPrefix(#"Eve\u{1B}[2J\u{7}\nX|<b>\u{202E}  ✓"#),
      table.lines(markdown: false)[1])
    XCTAssertTrue(
      table.lines(markdown: true)[2].hasPrefix(#"| Eve\u{1B}[2J\u{7}\nX\|&lt;b>\u{202E} | ✓"#),
      table.lines(markdown: true)[2])
  }

  func testPrintable_EscapesControlsAndCutsLongTextToItsColumns() {
    XCTAssertEqual(printable("Ada\u{1B}[2J\n\t\r\u{7F}\u{9B}"), #"Ada\u{1B}[2J\n\t\r\u{7F}\u{9B}"#)
    XCTAssertEqual(printable("abcdef", maxColumns: 6), "abcdef")
    XCTAssertEqual(printable("abcdefg", maxColumns: 6), "abcde…")
    XCTAssertEqual(printable("副作用副作用", maxColumns: 6), "副作…")
    XCTAssertEqual(printable("", maxColumns: 6), "")
    // One character of a letter and ten thousand accents is one column, and cut all the same.
    let heap = "Z" + String(repeating: "\u{301}", count: 10_000) + "alan"
    XCTAssertEqual(printable(heap, maxColumns: 6), "…")
    XCTAssertEqual(printable("Zoé" + heap, maxColumns: 6), "Zoé…")
  }
}
