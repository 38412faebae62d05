import EffectKit
import XCTest

@testable import PrimeTime

// Rewrite step 06's tests with the TestStore. Build each store with
// `install: { Current.counter = $0 }`.

final class CounterTests: XCTestCase {
  func testNthPrimeButtonHappyFlow() {
    XCTFail(
      "TODO(6): write a test that taps the nth prime button, receives the mock's answer, "
        + "and "
        + "dismisses the alert")
  }

  func testNthPrimeButtonUnhappyFlow() {
    XCTFail(
      "TODO(6): write a test where the mock answers nil: the button is enabled again and "
        + "no "
        + "alert shows")
  }
}

