// `install: { Current.counter = $0 }`.

final class CounterTests: XCTestCase {
  func testNthPrimeButtonHappyFlow() {
    XCTFail(
      "TODO(6): write a test that taps the nth prime button, receives the mock's answer, "
        + "and "
        + "dismisses the alert")
  }
