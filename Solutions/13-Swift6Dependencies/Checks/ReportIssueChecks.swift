import Foundation
import WorkshopChecks
import XCTest

@testable import PrimeTime

/// Outside a Swift Testing test (in the app, or in an XCTest test like this one) no test sees an
/// issue, so `reportIssue`, and a test dependency that was not overridden, also say so on
/// standard error: never silent.
///
/// Step 14 ships the same `reportIssue` and links this file among its checks too.
final class ReportIssueChecks: XCTestCase {
  func testOutsideSwiftTesting_AnIssue_IsWrittenToStandardError_WithWhereItWasReported() throws {
    let line = #line + 1
    let written = try captured(.error) { reportIssue("The answer was never asked for.") }
    XCTAssertTrue(
      written.contains("The answer was never asked for."),
      "Outside Swift Testing, reportIssue should write its message to standard error; it "
        + "wrote: \(written.isEmpty ? "nothing" : written)")
    XCTAssertTrue(
      written.contains("ReportIssueChecks.swift:\(line)"),
      "reportIssue should say where it was called from, the caller's file and line; it wrote: "
        + written)
    XCTAssertTrue(written.hasSuffix("\n"), "each issue should end its line")
  }

  func testOutsideSwiftTesting_ADependencyNotOverridden_SaysSoOnStandardError() throws {
    let written = try captured(.error) { _ = Dependencies.test.now() }
    XCTAssertTrue(
      written.contains("Dependencies.now was called, but this test did not override it."),
      "Outside Swift Testing, Dependencies.test.now should write why it failed to standard "
        + "error; it wrote: \(written.isEmpty ? "nothing" : written)")
  }
}
