import WorkshopChecks
import XCTest

/// The bugs planted in the reference code for this step, in the order the lesson lists them.
let shoppingListPlantedBugs = [
  PlantedBug(1, "A product action goes to the first product of the list, whatever its id."),
  PlantedBug(2, "A new product gets a random UUID instead of the environment's."),
  PlantedBug(3, "Every change saves the list twice."),
  PlantedBug(4, "Renaming a product does not save the list."),
  PlantedBug(5, "A new product goes to the top of the list instead of the bottom."),
  PlantedBug(6, "The save after an edit writes the list as it was before the edit."),
  PlantedBug(7, "The loaded list is written straight back to disk, a save nobody asked for."),
]

final class YourTestsChecks: XCTestCase {
  /// Runs your test in Tests/ShoppingListTests.swift against the reference code, then once per
  /// planted bug: it must pass on the reference and fail on every bug.
  func testYourTestsCatchThePlantedBugs() throws {
    try assertTestsCatch(
      PlantedBugHunt(testModule: plantedBugModule(), bugs: shoppingListPlantedBugs))
  }
}
