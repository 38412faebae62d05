import WorkshopChecks
import XCTest

/// The bugs planted in the reference code for this step, in the order the lesson lists them.
let counterPlantedBugs = [
  PlantedBug(1, "A nil nthPrime response shows an alert for the prime 0."),
  PlantedBug(2, "The nthPrime response leaves the button disabled."),
  PlantedBug(
    3, "withDependencies sets a global, so an override stays in force after its scope ends."),
  PlantedBug(4, "Tapping the button asks for the (count + 1)th prime."),
  PlantedBug(5, "The effect feeds back the count instead of the prime nthPrime answered."),
  PlantedBug(
    6, "The effect asks nthPrime in a detached task, which never sees the test's override."),
]

final class CounterTestsChecks: XCTestCase {
  /// Runs your Swift Testing tests in Tests/CounterTests.swift against the reference code, then
  /// once per planted bug: they must pass on the reference and fail on every bug (TODO 4–6).
  func testYourTestsCatchThePlantedBugs() throws {
    try assertTestsCatch(PlantedBugHunt(testModule: plantedBugModule(), bugs: counterPlantedBugs))
  }
}
