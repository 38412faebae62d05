import Foundation
import WorkshopCourse
import WorkshopJudge
import XCTest

/// `workshop check` end to end against a learner who tries to pass without doing the work: what
/// they write can change what a check means, or tell their tests which bug is planted. Each try
/// earns nothing, and the report says why.
final class CLICheatsEndToEndTests: BuildableCourseTestCase {
  /// XCTest's assertions, each passing whatever it is given.
  private let assertionsThatPass = """
    import XCTest

    func XCTAssertEqual<T: Equatable>(
      _ a: @autoclosure () throws -> T, _ b: @autoclosure () throws -> T,
      _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
    ) {}
    func XCTAssertTrue(
      _ a: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "",
      file: StaticString = #filePath, line: UInt = #line
    ) {}

    """

  /// A hunt, as the checks call it, that hunts nothing.
  private let aHuntThatPasses = """
    import XCTest

    extension XCTestCase {
      func assertYourTestsCatchThePlantedBugs() throws {}
    }

    """

  /// Step 02's two tests, each passing.
  private func writePassingTallyTests() throws {
    try course.write(
      """
      import XCTest
      @testable import Tally

      final class TallyTests: XCTestCase {
        func testAdd_CountsOne() {}
      }
      """, to: "Exercises/02-Tally/Tests/TallyTests.swift")
    try course.write(
      """
      import Testing
      @testable import Tally

      @Suite struct TallyClearTests {
        @Test func clearEmptiesTheTally() {}
      }
      """, to: "Exercises/02-Tally/Tests/TallyClearTests.swift")
  }

  func testCheckPart_AForgedProgressFile_IsNotBelieved() throws {
    // The progress file says step 01 passed its checks with its files as they are.
    let course = try Course.load(root: self.course.root)
    let step = try course.step(named: "01")
    try ProgressStore(root: course.root).update(for: course.steps) { progress in
      progress.update(step) {
        $0.recordCheck(
          .passed, tally: CheckTally(passed: 3, total: 3), hash: course.exerciseHash(step),
          at: Date())
        $0.partsPassed = ["checks"]
      }
    }

    let run = try check("01", "--part", "checks")

    XCTAssertEqual(run.status, 1, run.output)
    XCTAssertTrue(run.output.contains("Step 01, checks: not passed."), run.output)
  }

  func testCheck_ATestsFolderGivenToAStepWithNone_RedefiningXCTAssert_ChangesNoCheck() throws {
    // Step 01 ships no Tests/: the learner makes one, with assertions that always pass.
    try course.write(assertionsThatPass, to: "Exercises/01-Counter/Tests/Assertions.swift")

    let run = try check("01")

    XCTAssertEqual(run.status, 1, run.output)
    XCTAssertTrue(
      run.output.contains("  ✗ CounterChecks.testIncrementTapped_AddsOne\n"), run.output)
    XCTAssertTrue(
      run.output.flowing.contains(
        "This declares `XCTAssertEqual`, a name of XCTest or Swift Testing"),
      run.output)
  }

  func testCheck_ATestFileRedefiningTheHunt_ChangesNoCheck() throws {
    try writePassingTallyTests()
    try course.write(aHuntThatPasses, to: "Exercises/02-Tally/Tests/Hunt.swift")

    let run = try check("02")

    XCTAssertEqual(run.status, 1, run.output)
    XCTAssertTrue(run.output.contains("0 of 2 planted bugs caught"), run.output)
  }

  func testCheck_AppCodeWithAMoreSpecificXCTAssertEqual_IsNamed_AndFails() throws {
    // The app code is linked into the checks, and Swift calls the more specific overload: two
    // counts compared go to this one, which passes them all.
    try course.write(
      """
      import XCTest

      func XCTAssertEqual(
        _ a: @autoclosure () throws -> Int, _ b: @autoclosure () throws -> Int,
        _ message: @autoclosure () -> String = "", file: StaticString = #filePath,
        line: UInt = #line
      ) {}
      """, to: "Exercises/01-Counter/Assertions.swift")

    let run = try check("01")

    XCTAssertEqual(run.status, 1, run.output)
    XCTAssertTrue(
      run.output.flowing.contains(
        "This declares `XCTAssertEqual`, which the checks call and the reference does not"
          + " declare"), run.output)
    let part = try check("01", "--part", "checks")
    XCTAssertEqual(part.status, 1, part.output)
  }

  func testHunt_TestsThatReadTheBugsNumber_FailWhetherOrNotABugIsPlanted_AndCatchNothing() throws {
    // One test reads the variable, the other the workshop's own answer, within the bugs' range.
    try course.write(
      """
      import Foundation
      import XCTest
      @testable import Tally

      final class TallyTests: XCTestCase {
        func testAdd_CountsOne() {
          let bug = ProcessInfo.processInfo.environment["WORKSHOP_PLANTED_BUG"] ?? "0"
          XCTAssertEqual(bug, "0")
        }
      }
      """, to: "Exercises/02-Tally/Tests/TallyTests.swift")
    try course.write(
      """
      import Testing
      import WorkshopTestRuns
      @testable import Tally

      @Suite struct TallyClearTests {
        @Test func clearEmptiesTheTally() {
          #expect(!(1...2).contains(PlantedBug.active ?? 0))
        }
      }
      """, to: "Exercises/02-Tally/Tests/TallyClearTests.swift")

    let run = try check("02")

    XCTAssertEqual(run.status, 1, run.output)
    for test in ["TallyTests.testAdd_CountsOne", "TallyClearTests.clearEmptiesTheTally()"] {
      XCTAssertTrue(
        run.output.flowing.contains("\(test) fails whether or not a bug is planted"), run.output)
    }
    XCTAssertTrue(run.output.contains("0 of 2 planted bugs caught"), run.output)
  }
}
