import EffectKit
import XCTest

@testable import PrimeTime

final class CounterTests: XCTestCase {
  func testIncrAndDecr_ChangeTheCount() {
    // A new counter starts at zero, and the count may go below it.
    let store = makeStore(CounterState())
    store.assert(
      .send(.incrTapped) { $0.count = 1 },
      .send(.decrTapped) { $0.count = 0 },
      .send(.decrTapped) { $0.count = -1 }
    )
  }

  func testNthPrimeButtonHappyFlow() {
    // The mock remembers which prime it was asked for.
    var asked: [Int] = []
    var environment = CounterEnvironment.mock
    environment.nthPrime = { n in
      asked.append(n)
      return Effect(value: 17)
    }
    let store = makeStore(CounterState(count: 7), environment)

    store.assert(
      .send(.nthPrimeButtonTapped) { $0.isNthPrimeButtonDisabled = true },
      .do { XCTAssertEqual(asked, [7]) },
      // The answer comes back on the main queue; `receive` waits for it.
      .receive(.nthPrimeResponse(17)) {
        $0.alertNthPrime = PrimeAlert(prime: 17)
        $0.isNthPrimeButtonDisabled = false
      },
      .send(.alertDismissButtonTapped) { $0.alertNthPrime = nil }
    )
  }

  func testNthPrimeButtonUnhappyFlow() {
    var environment = CounterEnvironment.mock
    environment.nthPrime = { _ in Effect(value: nil) }
    // The alert of an earlier answer is still up when the user asks again.
    let store = makeStore(CounterState(count: 7, alertNthPrime: PrimeAlert(prime: 5)), environment)

    store.assert(
      .send(.nthPrimeButtonTapped) { $0.isNthPrimeButtonDisabled = true },
      // No alert, not even the earlier one, and the button works again.
      .receive(.nthPrimeResponse(nil)) {
        $0.isNthPrimeButtonDisabled = false
        $0.alertNthPrime = nil
      }
    )
  }

  private func makeStore(
    _ state: CounterState,
    _ environment: CounterEnvironment = .mock
  ) -> TestStore<CounterState, CounterAction, CounterEnvironment> {
    TestStore(
      initialState: state,
      reducer: counterReducer,
      environment: environment,
      install: { Current.counter = $0 }
    )
  }
}
