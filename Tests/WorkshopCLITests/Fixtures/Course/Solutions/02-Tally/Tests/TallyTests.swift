import XCTest
@testable import Tally

final class TallyTests: XCTestCase {
  func testAdd_CountsOne() {
    var state = 2
    let effects = tallyReducer(state: &state, action: .add)
    XCTAssertEqual(state, 3)
    XCTAssertTrue(effects.isEmpty)
  }
}
