import WorkshopChecks
import XCTest

/// The bugs planted in the reference code for this step, in the order the lesson lists them.
let counterPlantedBugs = [
  PlantedBug(1, "The nth prime button stays disabled when the answer is nil."),
  PlantedBug(2, "An alert shows up even when the answer is nil."),
  PlantedBug(3, "The answer fed back to the reducer is off by one."),
  PlantedBug(4, "The answer never arrives: the effect neither emits nor completes."),
]

final class CounterTestsChecks: XCTestCase {
  /// Runs your tests in Tests/CounterTests.swift against the reference code, then once per planted
  /// bug: they must pass on the reference and fail on every bug.
  func testYourTestsCatchThePlantedBugs() throws {
    try assertTestsCatch(PlantedBugHunt(testModule: plantedBugModule(), bugs: counterPlantedBugs))
  }
}
