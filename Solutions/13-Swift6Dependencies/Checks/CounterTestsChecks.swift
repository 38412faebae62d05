import WorkshopChecks
import XCTest

final class CounterTestsChecks: XCTestCase {
  /// Runs your Swift Testing tests in Tests/CounterTests.swift against the reference code, then
  /// once per planted bug: they must pass on the reference and fail on every bug (TODO 4–6).
  func testYourTestsCatchThePlantedBugs() throws {
    try assertYourTestsCatchThePlantedBugs()
  }
}
