import WorkshopChecks
import XCTest

/// TODO(4) to TODO(6): your tests in Tests/ must pass on the reference reducer and fail on each
/// planted bug (Tests/PlantedBugs/02-Environment/PlantedBugs.json).
final class YourTestsChecks: LocalizedTestCase {
  func testYourTestsCatchThePlantedBugs() throws {
    try assertYourTestsCatchThePlantedBugs()
  }
}
