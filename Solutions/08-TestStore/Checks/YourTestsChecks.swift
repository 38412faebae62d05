import WorkshopChecks
import XCTest

final class YourTestsChecks: XCTestCase {
  /// Runs your tests in Tests/ against the reference code, then once per planted bug: they must
  /// pass on the reference and fail on every bug.
  func testYourTestsCatchThePlantedBugs() throws {
    try assertYourTestsCatchThePlantedBugs()
  }
}
