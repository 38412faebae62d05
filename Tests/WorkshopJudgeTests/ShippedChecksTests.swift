import Foundation
import WorkshopCourse
import WorkshopJudge
import XCTest

/// A step's checks must be as shipped; a copy of the solution's folder over the exercise's keeps
/// them so, even though it rewrites the text of the links it copies.
final class ShippedChecksTests: XCTestCase {
  func testALinkCopiedFromTheSolutionThatReachesTheSameCheck_IsAsShipped() throws {
    let (root, course) = try courseWhereStep02LinksStep01sCheck()
    // What `cp -R Solutions/02-Tally/. Exercises/02-Tally/` does: the solution's link text, which
    // from the exercise's folder reaches the exercise's copy of the same check.
    try relink("Exercises/02-Tally/Checks/CounterChecks.swift", to: linkFromSolution, in: root)

    XCTAssertNoThrow(try course.requireShippedChecks(of: try course.step(named: "02")))
  }

  func testALinkThatNowReachesADifferentFile_IsNotAsShipped() throws {
    let (root, course) = try courseWhereStep02LinksStep01sCheck()
    try relink(
      "Exercises/02-Tally/Checks/CounterChecks.swift", to: "../../01-Counter/Counter.swift",
      in: root)

    XCTAssertThrowsError(try course.requireShippedChecks(of: try course.step(named: "02"))) {
      XCTAssertEqual(($0 as? CourseError)?.exitCode, .course)
      XCTAssertTrue("\($0)".contains("Exercises/02-Tally/Checks/CounterChecks.swift"), "\($0)")
    }
  }

  private let linkFromSolution = "../../01-Counter/Checks/CounterChecks.swift"

  /// The fixture course in git, with step 02's checks linking step 01's on both sides, as later
  /// steps of the workshop link the checks of earlier ones.
  private func courseWhereStep02LinksStep01sCheck() throws -> (URL, Course) {
    let root = try Fixtures.course(for: self)
    try relink("Solutions/02-Tally/Checks/CounterChecks.swift", to: linkFromSolution, in: root)
    try relink(
      "Exercises/02-Tally/Checks/CounterChecks.swift",
      to: "../../../Solutions/01-Counter/Checks/CounterChecks.swift", in: root)
    try Fixtures.commitAll(in: root)
    return (root, try Course.load(root: root))
  }

  private func relink(_ path: String, to target: String, in root: URL) throws {
    let link = root.appendingPathComponent(path)
    try? FileManager.default.removeItem(at: link)
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target)
  }
}
