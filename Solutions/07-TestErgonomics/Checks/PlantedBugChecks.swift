import WorkshopChecks
import XCTest

/// Checks TODO(3) to TODO(6): all your tests of the tokenizer and the editor model, the XCTest
/// ones (TODO(3), TODO(4)) and the Swift Testing suites (TODO(5), TODO(6)), must pass against the
/// reference code, and together fail against each planted bug.
final class PlantedBugChecks: XCTestCase {
  func testYourTestsCatchThePlantedBugs() throws {
    try assertYourTestsCatchThePlantedBugs()
  }
}
