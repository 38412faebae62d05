import Foundation
import XCTest

@testable import WorkshopClassroom

/// A step is graded in two parts: its checks, and the planted-bug hunt.
final class GradedPartTests: XCTestCase {
  private func test(_ name: String, _ kind: CheckResult.Test.Kind, _ status: CheckResult.Status)
    -> CheckResult.Test
  {
    CheckResult.Test(
      name: name, kind: kind, status: status, outcome: status == .pass ? "passed" : "failed",
      message: nil, file: nil, line: nil, taskID: nil, failures: [])
  }

  private func result(
    _ tests: [CheckResult.Test], bugs: [CheckResult.PlantedBugResult.Verdict] = [],
    compileErrors: [CheckResult.CompileError] = []
  ) -> CheckResult {
    CheckResult(
      version: 1, step: .init(number: "02", id: "tally", folder: "02-Tally", title: "T"),
      status: .fail, message: nil, tests: tests,
      plantedBugs: bugs.enumerated().map { index, verdict in
        CheckResult.PlantedBugResult(
          number: index + 1, summary: "bug", library: nil, expected: true, verdict: verdict,
          outcome: verdict == .caught ? "failed" : "passed", caughtBy: [], message: nil)
      }, compileErrors: compileErrors, buildSeconds: 1, testSeconds: 1)
  }

  func testChecksThatPass_AndAHuntThatMisses_PassTheChecksPartOnly() {
    let graded = result(
      [
        test("TallyChecks.testAdd", .check, .pass),
        test("TallyChecks.testYourTestsCatchThePlantedBugs", .check, .fail),
        test("TallyTests.testAdd_CountsOne", .test, .pass),
      ], bugs: [.caught, .missed])
    XCTAssertTrue(graded.passes(.checks))
    XCTAssertFalse(graded.passes(.bugs))
    XCTAssertEqual(graded.partsPassed, ["checks"])
  }

  func testAHuntThatCatchesEverything_WithAFailingCheck_PassesTheBugsPartOnly() {
    let graded = result(
      [
        test("TallyChecks.testAdd", .check, .fail),
        test("TallyChecks.testYourTestsCatchThePlantedBugs", .check, .pass),
      ], bugs: [.caught, .caught])
    XCTAssertEqual(graded.partsPassed, ["bugs"])
  }

  func testNothingRan_OrNoHunt_PassesNoPartItCannotShow() {
    XCTAssertEqual(result([]).partsPassed, [], "no check ran")
    XCTAssertEqual(
      result(
        [test("CounterChecks.testAdd", .check, .pass)],
        compileErrors: [CheckResult.CompileError(message: "x", file: nil, line: nil, column: nil)]
      ).partsPassed, [], "it did not compile")
    XCTAssertEqual(
      result([test("CounterChecks.testAdd", .check, .pass)]).partsPassed, ["checks"],
      "a step without planted bugs has no hunt to pass")
  }
}
