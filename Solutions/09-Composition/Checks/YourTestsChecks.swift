import WorkshopChecks
import XCTest

final class YourTestsChecks: LocalizedTestCase {
  /// Runs your test in Tests/ShoppingListTests.swift as it is, then once per planted bug: it
  /// must pass with no bug planted and fail on every bug.
  func testYourTestsCatchThePlantedBugs() throws {
    try assertYourTestsCatchThePlantedBugs()
  }
}
