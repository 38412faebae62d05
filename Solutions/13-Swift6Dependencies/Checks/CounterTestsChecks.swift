import WorkshopChecks
import WorkshopReaders
import WorkshopTestRuns
import XCTest

final class CounterTestsChecks: LocalizedTestCase {
  /// Runs your Swift Testing tests in Tests/CounterTests.swift as they are, then once per
  /// planted bug: they must pass with no bug planted and fail on every bug (TODO 4–6).
  func testYourTestsCatchThePlantedBugs() throws {
    try assertYourTestsCatchThePlantedBugs()
  }

  /// Judges the shape of the test of TODO(6): no planted bug tells a parameterized test from a
  /// loop inside a plain `@Test`, which runs its cases as one test and stops at the first
  /// failure.
  func testTheResponseTest_IsParameterized() throws {
    let name = "nthPrimeResponse_ReEnablesTheButtonAndShowsAnyPrime"
    let source = try learnerTestSource("CounterTests.swift")
    let test = SwiftSource(source).blocks().first { $0.keyword == "func" && $0.name == name }
    let attributes = test?.preamble.filter { !$0.isWhitespace } ?? ""
    guard !attributes.contains("@Test(arguments:") else { return }
    guard test != nil else {
      return XCTFail(
        "TODO(6): make \(name) a parameterized test, `@Test(arguments: …)`, with one case for a"
          + " prime and one for nil (Tests/CounterTests.swift has no function of that name)")
    }
    XCTFail(
      "TODO(6): make \(name) a parameterized test, `@Test(arguments: …)`, with one case for a"
        + " prime and one for nil")
  }
}
