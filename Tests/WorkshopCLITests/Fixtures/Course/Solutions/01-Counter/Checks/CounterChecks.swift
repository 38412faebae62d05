import WorkshopChecks
import XCTest
@testable import Counting

final class CounterChecks: XCTestCase {
  func testIncrementTapped_AddsOne() {
    var state = 1
    let effects = counterReducer(state: &state, action: .incrementTapped)
    XCTAssertEqual(state, 2, localized("TODO(1): on .incrementTapped, add one to the state"))
    XCTAssertTrue(effects.isEmpty)
  }

  func testNothingTapped_ChangesNothing() {
    var state = 5
    _ = counterReducer(state: &state, action: .nothingTapped)
    XCTAssertEqual(state, 5)
  }

  func testResetTapped_GoesBackToZero() {
    var state = 5
    _ = counterReducer(state: &state, action: .resetTapped)
    XCTAssertEqual(state, 0, localized("TODO(2): on .resetTapped, set the state to zero"))
  }
}
