import EffectKit
import XCTest

@testable import Counter

// The tests of this step. The app code is complete: the workshop runs these tests on it,
// then again with bugs planted in it, and checks that they notice each one.

final class CounterTests: XCTestCase {
  /// Keeps every effect a test starts alive until the test ends.
  var cancellables: Set<Cancellable> = []

  override func setUp() {
    super.setUp()
    Current = .mock
  }

  func testIncrTapped_AddsOne() {
    var state = CounterState(count: 2)
    let effects = counterReducer(state: &state, action: .incrTapped)
    XCTAssertEqual(state, CounterState(count: 3))
    XCTAssertTrue(effects.isEmpty)
  }

  func testNthPrimeButtonHappyFlow() throws {
    // TODO(1): make Current.nthPrime answer a prime; tap the button; run the effect and
    // wait for it with an expectation; feed its action back; dismiss the alert. Assert
    // the state each time.
    XCTFail("TODO(1): write a test that waits for the nth prime answer and follows it to "
      + "the alert")
  }

  func testNthPrimeButtonUnhappyFlow() throws {
    // TODO(2): the same flow, but Current.nthPrime answers nil: no alert, and the button
    // is back.
    XCTFail("TODO(2): write a test where the answer is nil: no alert, and the button is "
      + "enabled")
  }
}

