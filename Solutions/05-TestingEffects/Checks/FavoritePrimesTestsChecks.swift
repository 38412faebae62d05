import WorkshopChecks
import XCTest

final class FavoritePrimesTestsChecks: LocalizedTestCase {
  /// Runs your tests in Tests/FavoritePrimesTests.swift as they are, then once per planted bug:
  /// they must pass with no bug planted and fail on every catchable bug.
  func testYourTestsCatchThePlantedBugs() throws {
    try assertYourTestsCatchThePlantedBugs()
  }
}
