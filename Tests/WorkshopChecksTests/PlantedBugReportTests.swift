@testable import WorkshopChecks
import XCTest

final class PlantedBugReportTests: XCTestCase {
  private let offByOne = PlantedBug(1, "off by one")
  private let silent = PlantedBug(2, "saves nothing")
  private let twice = PlantedBug(3, "emits twice", uncatchableBecause: "a later step catches it")

  func testAllCaught_IsASuccessAndListsEveryBug() {
    let report = PlantedBugReport(
      reference: .passed,
      runs: [(offByOne, .failed(failures: ["x"])), (silent, .crashed(signal: 4)), (twice, .passed)])

    XCTAssertTrue(report.isSuccess)
    XCTAssertEqual(
      report.text,
      """
      2 of 2 planted bugs caught.
        ✓  bug 1: off by one
        ✓  bug 2: saves nothing (your tests crashed on it, signal 4: a failing assertion would say more)
        –  bug 3: emits twice — not expected here: a later step catches it
      """)
  }

  func testMissedBug_FailsAndNamesItWithoutRevealingIt() {
    let report = PlantedBugReport(
      reference: .passed, runs: [(offByOne, .timedOut(seconds: 60)), (silent, .passed)])

    XCTAssertFalse(report.isSuccess)
    XCTAssertEqual(report.missed, [silent])
    XCTAssertTrue(report.text.hasPrefix("1 of 2 planted bugs caught; still missed: bug 2."))
    XCTAssertTrue(report.text.contains("(your tests hung for 60 s: give every wait a timeout)"))
    XCTAssertFalse(report.text.contains("saves nothing"), "a missed bug's summary is a hint")
  }

  func testMissedBug_NamesTheCommandThatDescribesIt() {
    let report = PlantedBugReport(
      reference: .passed, runs: [(offByOne, .passed)], step: "05")

    XCTAssertTrue(
      report.text.contains(
        "✗  bug 1: missed — your tests still pass with it. "
          + "`swift run workshop hint 05 --bug 1` describes it."),
      report.text)
  }

  func testFailingReference_KeepsAMultiLineFailureIndentedUnderIt() {
    let report = PlantedBugReport(
      reference: .failed(failures: ["Tests.swift:9: state differs:\n  State(\n−   n: 1\n+   n: 2"]),
      runs: [])

    XCTAssertEqual(
      report.text,
      """
      Your tests fail against the reference code, so they cannot judge the planted bugs yet:
        Tests.swift:9: state differs:
          State(
        −   n: 1
        +   n: 2
      """)
  }

  func testCaughtUncatchableBug_IsShownAsCaught() {
    let report = PlantedBugReport(reference: .passed, runs: [(twice, .failed(failures: []))])

    XCTAssertTrue(report.isSuccess)
    XCTAssertTrue(report.text.contains("✓  bug 3: emits twice"))
  }

  func testFailingReference_FailsWithTheLearnersFailures() {
    let report = PlantedBugReport(
      reference: .failed(failures: ["Tests.swift:3: TODO(1): test double"]), runs: [])

    XCTAssertFalse(report.isSuccess)
    XCTAssertEqual(
      report.text,
      """
      Your tests fail against the reference code, so they cannot judge the planted bugs yet:
        Tests.swift:3: TODO(1): test double
      """)
  }

  func testReferenceThatCannotRun_FailsWithTheReason() {
    let report = PlantedBugReport(reference: .couldNotRun(reason: "no tests found"), runs: [])

    XCTAssertFalse(report.isSuccess)
    XCTAssertEqual(report.text, "Your tests could not be run against the planted bugs: no tests found")
  }
}
