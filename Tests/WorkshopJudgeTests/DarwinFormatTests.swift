import Foundation
import WorkshopJudge
import XCTest

@testable import WorkshopTestRuns

/// The test output macOS prints, read on any system: each fixture names where its format comes
/// from (`Fixtures/Output/darwin-*`).
final class DarwinFormatTests: XCTestCase {
  func testDarwinXCTestLog_ReadsEachVerdictAndLeavesTheCrashedTestUnfinished() throws {
    let output = TestOutput(parsing: try Fixtures.output("darwin-xctest-crash.txt"))
    XCTAssertEqual(
      output.started,
      [
        "CounterChecks.testIncrementTapped_AddsOne",
        "CounterChecks.testNothingTapped_ChangesNothing",
        "CounterChecks.testResetTapped_GoesBackToZero",
      ])
    XCTAssertEqual(output.passed, ["CounterChecks.testNothingTapped_ChangesNothing"])
    XCTAssertEqual(output.failed, ["CounterChecks.testIncrementTapped_AddsOne"])
    XCTAssertEqual(output.unfinished, "CounterChecks.testResetTapped_GoesBackToZero")
    XCTAssertEqual(
      output.failures,
      [
        TestFailure(
          file: "/Users/runner/work/course/course/Exercises/01-Counter/Checks/CounterChecks.swift",
          line: 9, test: "CounterChecks.testIncrementTapped_AddsOne",
          message: #"XCTAssertEqual failed: ("0") is not equal to ("1") - TODO(1): add one"#)
      ])
    XCTAssertEqual(
      output.crash, "Fatal error: Unexpectedly found nil while unwrapping an Optional value")
    XCTAssertEqual(output.crashSite, SourceLocation(file: "Counting/Counter.swift", line: 12))
  }

  func testDarwinXCTestStartedLine_IsProgressAndNamesTheTest() {
    let line = "Test Case '-[Exercise01Checks.CounterChecks testA]' started."
    XCTAssertTrue(TestOutput.isTestEvent(line))
    XCTAssertEqual(TestOutput(parsing: line).unfinished, "CounterChecks.testA")
  }

  func testDarwinSwiftTestingEvents_NameEveryTestWithItsSuiteAndLeaveTheRunningOnesUnfinished()
    throws
  {
    let output = TestOutput(
      swiftTestingEvents: try Fixtures.output("darwin-swift-testing-events.jsonl"), log: "")
    XCTAssertEqual(output.passed, ["TallyClearTests.clearEmptiesTheTally()"])
    XCTAssertEqual(output.failed, ["TallyClearTests.addCountsOne()"])
    XCTAssertEqual(output.unfinished, "topLevel()")
    XCTAssertEqual(
      output.failures,
      [
        TestFailure(
          file: "/private/var/folders/xy/T/course/Exercises/02-Tally/Tests/TallyClearTests.swift",
          line: 10, test: "TallyClearTests.addCountsOne()",
          message: "Expectation failed: (state → 2) == 1", details: ["TODO(2): one add, one count"])
      ])
  }

  func testDarwinSwiftTestingLogWithSFSymbols_ReadsEachVerdict() throws {
    let output = TestOutput(parsing: try Fixtures.output("darwin-swift-testing-sf-symbols.txt"))
    XCTAssertEqual(output.passed, ["clearEmptiesTheTally()"])
    XCTAssertEqual(output.failed, ["addCountsOne()"])
    XCTAssertEqual(output.failures.map(\.line), [7])
    XCTAssertTrue(
      TestOutput.isTestEvent("\u{10105B}  Test clearEmptiesTheTally() passed after 0.001 seconds."))
  }

  func testXCTestHelperListing_BecomesOneSelectionALine() throws {
    // The JSON swiftpm-xctest-helper writes on macOS, as SwiftPM's `TestSuite.parse` reads it.
    let json = """
      {"name": "All tests", "tests": [{"name": "WorkshopPackageTests.xctest", "tests": [
        {"name": "Exercise01Checks.CounterChecks", "tests": [{"name": "testA"}, {"name": "testB"}]},
        {"name": "Exercise02Checks.TallyTests", "tests": [{"name": "testAdd"}]}]}]}
      """
    let lines = try XCTestListing.lines(fromHelperJSON: Data(json.utf8))
    XCTAssertEqual(
      lines,
      """
      Exercise01Checks.CounterChecks/testA
      Exercise01Checks.CounterChecks/testB
      Exercise02Checks.TallyTests/testAdd
      """)
    let listing = TestListing(xctestListing: lines, swiftTestingListing: "")
    XCTAssertEqual(
      listing.xctestTests(inModule: "Exercise02Checks"), ["Exercise02Checks.TallyTests/testAdd"])
  }

  func testSwiftTestingListing_NamesEachTestAsItsEventsDo() throws {
    let listing = TestListing(
      xctestListing: "",
      swiftTestingListing: """
        Exercise02Checks.TallyClearTests/clearEmptiesTheTally()/TallyClearTests.swift:5:4
        Exercise02Checks/topLevel()/TallyClearTests.swift:14:2
        Solution02Checks.TallyClearTests/clearEmptiesTheTally()/TallyClearTests.swift:5:4
        """)
    XCTAssertEqual(
      listing.swiftTestingTests(inModule: "Exercise02Checks").map(\.name),
      ["TallyClearTests.clearEmptiesTheTally()", "topLevel()"])
  }
}
