import WorkshopChecks
import XCTest

final class YourTestsChecks: XCTestCase {
  /// Runs your test in Tests/ShoppingListTests.swift against the reference code, then once per
  /// planted bug: it must pass on the reference and fail on every bug.
  func testYourTestsCatchThePlantedBugs() throws {
    try assertYourTestsCatchThePlantedBugs()
  }
}
