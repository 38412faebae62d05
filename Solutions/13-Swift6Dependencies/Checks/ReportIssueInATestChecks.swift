import Testing
import WorkshopChecks

@testable import PrimeTime

/// Inside a Swift Testing test, `reportIssue`, which this step gives you, fails the test with its
/// message, at the line that called it.
///
/// Steps 14 and 15 ship the same `reportIssue` and link this file among their checks too.
@Suite(.localizedIssues) struct ReportIssueInATestChecks {
  @Test func insideATest_AnIssueFailsIt_WithItsMessage_AtTheCallersLine() {
    let line = #line + 2
    withKnownIssue("reportIssue should record an issue with its message, at the caller's line") {
      reportIssue("The answer was never asked for.")
    } matching: { issue in
      issue.comments.contains { $0.rawValue == "The answer was never asked for." }
        && issue.sourceLocation?.line == line
    }
  }
}
