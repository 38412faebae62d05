import Foundation
import WorkshopCore
import XCTest

@testable import WorkshopVerify

/// Docs/TEACHING.md's table of steps is the course's own data: a lesson, a catalogue, the
/// manifest or Docs/check-times.json that changes a figure fails here, with the table to paste.
final class TeachingTableTests: XCTestCase {
  func testTheTableInTeaching_IsTheOneTheDataMakes() throws {
    let root = Fixtures.testsFolder.deletingLastPathComponent()
    let course = try Course.load(root: root)
    let table = TeachingTable(
      facts: CourseFacts(course: course), times: try CheckTimes.load(root: root))
    let teaching = try String(
      contentsOf: root.appendingPathComponent("Docs/TEACHING.md"), encoding: .utf8)
    XCTAssertEqual(table.problems(in: teaching, path: "Docs/TEACHING.md"), [])
  }

  func testAFigureThatDrifts_IsNamedWithItsLineAndTheTableItShouldBe() throws {
    let course = try Course.load(root: try Fixtures.course(for: self))
    let times = CheckTimes(steps: ["01": .init(checks: 3, first: 40, solved: 2)])
    let table = TeachingTable(facts: CourseFacts(course: course), times: times)
    let document = "# T\n\n\(TeachingTable.begin)\n\(table.markdown)\n\(TeachingTable.end)\n"
    XCTAssertEqual(table.problems(in: document, path: "T.md"), [])

    let drifted = document.replacingOccurrences(of: "| 40 s |", with: "| 41 s |")
    let found = table.problems(in: drifted, path: "T.md")
    XCTAssertEqual(found.count, 1)
    XCTAssertTrue(found[0].hasPrefix("T.md:6: the table of steps is not the course's"), found[0])
    XCTAssertTrue(found[0].hasSuffix(table.markdown), found[0])
  }
}
