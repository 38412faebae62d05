import EffectKit
import XCTest

@testable import Counter

// The tests of this step. The app code is complete: the workshop runs these tests on it, then
// again with bugs planted in it, and checks that they notice each one.

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
    // The lookup answers 17 at once: the test, not the network, decides the answer.
    Current.nthPrime = { _ in Effect(value: 17) }

    // Tapping the button disables it and starts one effect.
    var state = CounterState(count: 7)
    var effects = counterReducer(state: &state, action: .nthPrimeButtonTapped)
    XCTAssertEqual(state, CounterState(count: 7, isNthPrimeButtonDisabled: true))
    XCTAssertEqual(effects.count, 1)
    let effect = try XCTUnwrap(effects.first)

    // The response arrives on the main queue, after `sink` has returned: wait for it.
    var response: CounterAction?
    let completed = expectation(description: "the nth prime effect completed")
    effect.sink(
      receiveCompletion: { _ in completed.fulfill() },
      receiveValue: { action in response = action }
    )
    .store(in: &cancellables)
    // NB: generous on purpose. A busy machine may take a while to get to the main queue; when
    // the effect works, the wait ends the moment it completes.
    wait(for: [completed], timeout: 5)
    XCTAssertEqual(response, .nthPrimeResponse(17))

    // Feeding the response back shows the alert and enables the button again.
    effects = counterReducer(state: &state, action: try XCTUnwrap(response))
    XCTAssertEqual(
      state,
      CounterState(count: 7, isNthPrimeButtonDisabled: false, alertNthPrime: PrimeAlert(prime: 17)))
    XCTAssertTrue(effects.isEmpty)

    // Dismissing the alert takes it away.
    effects = counterReducer(state: &state, action: .alertDismissButtonTapped)
    XCTAssertEqual(state, CounterState(count: 7))
    XCTAssertTrue(effects.isEmpty)
  }

  func testNthPrimeButtonUnhappyFlow() throws {
    // The lookup fails: the environment answers nil.
    Current.nthPrime = { _ in Effect(value: nil) }

    var state = CounterState(count: 7)
    var effects = counterReducer(state: &state, action: .nthPrimeButtonTapped)
    XCTAssertEqual(state, CounterState(count: 7, isNthPrimeButtonDisabled: true))
    XCTAssertEqual(effects.count, 1)
    let effect = try XCTUnwrap(effects.first)

    // The nil answer comes through the main queue too: wait for it as before.
    var response: CounterAction?
    let completed = expectation(description: "the nth prime effect completed")
    effect.sink(
      receiveCompletion: { _ in completed.fulfill() },
      receiveValue: { action in response = action }
    )
    .store(in: &cancellables)
    wait(for: [completed], timeout: 5)
    XCTAssertEqual(response, .nthPrimeResponse(nil))

    // No alert, and the button works again.
    effects = counterReducer(state: &state, action: try XCTUnwrap(response))
    XCTAssertEqual(state, CounterState(count: 7, isNthPrimeButtonDisabled: false))
    XCTAssertTrue(effects.isEmpty)
  }
}
