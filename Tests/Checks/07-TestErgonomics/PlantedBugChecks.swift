import WorkshopChecks
import XCTest

/// Checks TODO(3) and TODO(4): your XCTest tests of the tokenizer and the editor model must pass
/// against the reference code and fail against each planted bug. The Swift Testing suites of
/// TODO(5) and TODO(6) are not part of this hunt.
final class PlantedBugChecks: XCTestCase {
  static let bugs = [
    PlantedBug(1, "the tokenizer drops the last token it finds"),
    PlantedBug(2, "the editor republishes its initial tokens, [], when the text first changes"),
    PlantedBug(3, "the tokenizer swallows its errors: empty or too long text gives [] instead"),
  ]

  func testYourTestsCatchThePlantedBugs() throws {
    try assertTestsCatch(PlantedBugHunt(testModule: plantedBugModule(), bugs: Self.bugs))
  }
}
