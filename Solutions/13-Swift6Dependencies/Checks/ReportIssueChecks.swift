import Foundation
import WorkshopChecks
import XCTest

@testable import PrimeTime

/// Outside a Swift Testing test (in the app, or in an XCTest test like this one) no test sees an
/// issue, so `reportIssue`, which this step gives you, also writes it to standard error: never
/// silent.
///
/// Steps 14 and 15 ship the same `reportIssue` and link this file among their checks too.
final class ReportIssueChecks: LocalizedTestCase {
  func testOutsideSwiftTesting_AnIssue_IsWrittenToStandardError_WithWhereItWasReported() throws {
    let line = #line + 1
    let written = try captured(.error) { reportIssue("The answer was never asked for.") }
    XCTAssertTrue(
      written.contains("The answer was never asked for."),
      "Outside Swift Testing, reportIssue should write its message to standard error; it "
        + "wrote: \(written.isEmpty ? localized("(nothing)") : written)")
    XCTAssertTrue(
      written.contains("ReportIssueChecks.swift:\(line)"),
      "reportIssue should say where it was called from, the caller's file and line; it wrote: "
        + "\(written)")
    XCTAssertTrue(written.hasSuffix("\n"), "each issue should end its line")
  }
}
