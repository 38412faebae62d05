import WorkshopChecks
import XCTest

/// The bugs planted in the reference code for this step, in the order the lesson lists them:
/// those of steps 05 and 06 (bug 6 was out of reach there), and two more.
let primeTimePlantedBugs = [
  PlantedBug(1, "Save hands back the load effect instead of the save effect (a copy-paste slip)."),
  PlantedBug(2, "Save writes an empty list instead of the favourite primes."),
  PlantedBug(3, "The load effect delivers its action but never completes."),
  PlantedBug(4, "The load effect feeds back the list without its first prime."),
  PlantedBug(5, "The save effect finishes without ever calling the file client's save."),
  PlantedBug(6, "The load effect emits its action twice."),
  PlantedBug(7, "The nth prime button stays disabled when the answer is nil."),
  PlantedBug(8, "An alert shows up even when the answer is nil."),
  PlantedBug(9, "The answer fed back to the reducer is off by one."),
  PlantedBug(10, "The answer never arrives: the effect neither emits nor completes."),
  PlantedBug(11, "The nth prime answer is sent back twice."),
  PlantedBug(12, "The save effect saves, then never completes."),
]

final class YourTestsChecks: XCTestCase {
  /// Runs your tests in Tests/ against the reference code, then once per planted bug: they must
  /// pass on the reference and fail on every bug.
  func testYourTestsCatchThePlantedBugs() throws {
    try assertTestsCatch(PlantedBugHunt(testModule: plantedBugModule(), bugs: primeTimePlantedBugs))
  }
}
