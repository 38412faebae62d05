import XCTest

@testable import WorkshopDocs

final class MistakeTests: XCTestCase {
  func testBoldLead_IsTheSlip() {
    let mistake = Mistake("**Forgetting to advance.** Nothing runs by itself.")
    XCTAssertEqual(mistake?.slip, "Forgetting to advance.")
    XCTAssertEqual(mistake?.consequence, "Nothing runs by itself.")
  }
}
