import WorkshopChecks
import XCTest

/// Checks TODO(3) to TODO(6): your tests of the tokenizer and the editor model must pass against
/// the reference code, and fail against each planted bug. The XCTest tests (TODO(3), TODO(4))
/// and the Swift Testing suites (TODO(5), TODO(6)) are hunted with separately: each set must
/// catch every bug on its own, so neither can lean on the other.
final class PlantedBugChecks: LocalizedTestCase {
  func testYourXCTestTestsCatchThePlantedBugs() throws {
    try assertYourTestsCatchThePlantedBugs(library: .xctest)
  }

  func testYourSwiftTestingSuitesCatchThePlantedBugs() throws {
    try assertYourTestsCatchThePlantedBugs(library: .swiftTesting)
  }
}
