import WorkshopChecks
import XCTest

final class YourTestsChecks: LocalizedTestCase {
  /// Runs your tests in Tests/ as they are, then once per planted bug: they must pass with no
  /// bug planted and fail on every bug.
  func testYourTestsCatchThePlantedBugs() throws {
    try assertYourTestsCatchThePlantedBugs()
  }
}
