import WorkshopChecks
import XCTest

final class FavoritePrimesTestsChecks: XCTestCase {
  /// Runs your tests in Tests/FavoritePrimesTests.swift against the reference code, then once per
  /// planted bug: they must pass on the reference and fail on every catchable bug.
  func testYourTestsCatchThePlantedBugs() throws {
    try assertYourTestsCatchThePlantedBugs()
  }
}
