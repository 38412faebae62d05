import WorkshopChecks
import XCTest

/// Checks TODO(3) to TODO(6): all your tests of the tokenizer and the editor model, the XCTest
/// ones (TODO(3), TODO(4)) and the Swift Testing suites (TODO(5), TODO(6)), must pass against the
/// reference code, and together fail against each planted bug.
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
