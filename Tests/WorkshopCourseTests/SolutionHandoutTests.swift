import Foundation
import WorkshopCourse
import XCTest

final class SolutionHandoutTests: XCTestCase {
  func testHandingOutAFile_BacksUpTheLearnersVersionFirst() throws {
    let root = try Fixtures.course(for: self)
    let course = try Course.load(root: root)
    let handout = SolutionHandout(course: course, step: course.steps[1])
    try Fixtures.write("// my test\n", to: "Exercises/02-Tally/Tests/TallyTests.swift", in: root)

    let file = try handout.file(named: "TallyTests.swift")
    let outcome = try handout.handOut(file, date: Date(timeIntervalSince1970: 1_800_000_000))

    XCTAssertEqual(file, "Tests/TallyTests.swift")
    let backup = ".workshop/backups/20270115-080000/02-Tally/Tests/TallyTests.swift"
    XCTAssertEqual(outcome, .copied(backup: backup))
    XCTAssertEqual(
      try String(contentsOf: course.url(backup), encoding: .utf8), "// my test\n")
    XCTAssertEqual(
      try Data(contentsOf: course.url("Exercises/02-Tally/Tests/TallyTests.swift")),
      try Data(contentsOf: course.url("Solutions/02-Tally/Tests/TallyTests.swift")))
    // The other files stay the learner's.
    XCTAssertNotEqual(
      try Data(contentsOf: course.url("Exercises/02-Tally/Tests/TallyClearTests.swift")),
      try Data(contentsOf: course.url("Solutions/02-Tally/Tests/TallyClearTests.swift")))
    XCTAssertEqual(try handout.handOut(file), .unchanged)
  }

  func testAFileTheReferenceDoesNotHandOut_IsAUsageErrorListingThem() throws {
    let course = try Course.load(root: try Fixtures.course(for: self))
    let handout = SolutionHandout(course: course, step: course.steps[1])
    for name in ["Nope.swift", "Checks/TallyChecks.swift", "README.md"] {
      XCTAssertThrowsError(try handout.file(named: name)) { error in
        XCTAssertEqual(
          (error as? UsageError)?.message,
          "Step 02's reference has no file '\(name)' for you; it has: Tally.swift, "
            + "Tests/TallyClearTests.swift, Tests/TallyTests.swift.")
      }
    }
  }

  func testAPathUnderTheExerciseFolder_NamesTheSameFile() throws {
    let course = try Course.load(root: try Fixtures.course(for: self))
    let handout = SolutionHandout(course: course, step: course.steps[1])
    XCTAssertEqual(try handout.file(named: "Exercises/02-Tally/Tally.swift"), "Tally.swift")
  }
}
