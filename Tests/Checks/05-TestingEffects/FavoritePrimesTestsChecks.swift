import WorkshopChecks
import XCTest

/// The bugs planted in the reference code for this step, in the order the lesson lists them.
let favoritePrimesPlantedBugs = [
  PlantedBug(1, "Save hands back the load effect instead of the save effect (a copy-paste slip)."),
  PlantedBug(2, "Save writes an empty list instead of the favourite primes."),
  PlantedBug(3, "The load effect delivers its action but never completes."),
  PlantedBug(4, "The load effect feeds back the list without its first prime."),
  PlantedBug(5, "The save effect finishes without ever calling the file client's save."),
  PlantedBug(
    6, "The load effect emits its action twice.",
    uncatchableBecause: "a test that keeps one captured action cannot tell one emission from"
      + " two; step 08's TestStore accounts for every action"),
]

final class FavoritePrimesTestsChecks: XCTestCase {
  /// Runs your tests in Tests/FavoritePrimesTests.swift against the reference code, then once per
  /// planted bug: they must pass on the reference and fail on every catchable bug.
  func testYourTestsCatchThePlantedBugs() throws {
    try assertTestsCatch(
      PlantedBugHunt(testModule: plantedBugModule(), bugs: favoritePrimesPlantedBugs))
  }
}
