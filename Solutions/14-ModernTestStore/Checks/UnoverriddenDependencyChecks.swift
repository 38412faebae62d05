import Foundation
import WorkshopChecks
import XCTest

@testable import PrimeTime

/// Outside a Swift Testing test no test sees an issue, so a test dependency that was not
/// overridden also says so on standard error, through `reportIssue`.
final class UnoverriddenDependencyChecks: LocalizedTestCase {
  func testOutsideSwiftTesting_ADependencyNotOverridden_SaysSoOnStandardError() throws {
    let written = try captured(.error) { _ = Dependencies.test.now() }
    XCTAssertTrue(
      written.contains("Dependencies.now was called, but this test did not override it."),
      "Outside Swift Testing, Dependencies.test.now should write why it failed to standard "
        + "error; it wrote: \(written.isEmpty ? localized("(nothing)") : written)")
  }
}
