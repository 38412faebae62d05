import WorkshopChecks
import XCTest

final class CounterTestsChecks: XCTestCase {
  /// Runs your tests in Tests/CounterTests.swift against the reference code, then once per planted
  /// bug: they must pass on the reference and fail on every bug.
  func testYourTestsCatchThePlantedBugs() throws {
    try assertYourTestsCatchThePlantedBugs()
  }
}
