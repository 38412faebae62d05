import WorkshopChecks
import XCTest

final class YourTestsChecks: LocalizedTestCase {
  /// Runs your tests in Tests/ as they are, then once per planted bug: they must pass with no
  /// bug planted and fail on every bug (TODO 3–5).
  func testYourTestsCatchThePlantedBugs() throws {
    try assertYourTestsCatchThePlantedBugs()
  }
}
