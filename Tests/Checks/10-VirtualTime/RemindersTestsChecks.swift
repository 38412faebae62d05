import WorkshopChecks
import XCTest

/// The bugs planted in the reference code for this step, in the order the lesson lists them.
let remindersPlantedBugs = [
  PlantedBug(
    1, "The reminders reducer delivers on the live main queue instead of environment.mainQueue."),
  PlantedBug(2, "A new search query leaves the old request running: a slow old answer lands."),
  PlantedBug(3, "Denying access still loads the reminders."),
  PlantedBug(4, "The loading flag stays on after the reminders have loaded."),
]

final class RemindersTestsChecks: XCTestCase {
  /// Runs your tests in Tests/ against the reference code, then once per planted bug: they must
  /// pass on the reference and fail on every bug.
  func testYourTestsCatchThePlantedBugs() throws {
    try assertTestsCatch(PlantedBugHunt(testModule: plantedBugModule(), bugs: remindersPlantedBugs))
  }
}
