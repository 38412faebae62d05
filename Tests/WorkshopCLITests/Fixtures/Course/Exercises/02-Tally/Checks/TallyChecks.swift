import WorkshopChecks
import XCTest

final class TallyChecks: XCTestCase {
  func testYourTestsCatchThePlantedBugs() throws {
    try assertYourTestsCatchThePlantedBugs()
  }
}
