import WorkshopChecks
import XCTest

final class TallyChecks: XCTestCase {
  func testYourTestsCatchThePlantedBugs() throws {
    try assertTestsCatch(
      PlantedBugHunt(
        testModule: plantedBugModule(),
        bugs: [PlantedBug(1, ".add counts twice"), PlantedBug(2, ".clear leaves one behind")],
        timeout: 20))
  }
}
