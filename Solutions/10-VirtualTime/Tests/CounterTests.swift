import EffectKit
import EffectKitTesting
import XCTest

@testable import Reminders

// Step 06's counter tests, rewritten for virtual time. The reducer delivers the answer on the
// environment's scheduler; the test hands it a TestScheduler and moves its clock itself, so
// nothing is waited for.

final class CounterTests: XCTestCase {
  func testIncrTapped_AddsOne() {
    let store = makeStore(CounterState(count: 2), TestScheduler())
    store.assert(.send(.incrTapped) { $0.count = 3 })
  }

  func testNthPrimeButtonHappyFlow() {
    let scheduler = TestScheduler()
    let store = makeStore(CounterState(count: 7), scheduler, nthPrime: { _ in Effect(value: 17) })

    store.assert(
      .send(.nthPrimeButtonTapped) { $0.isNthPrimeButtonDisabled = true },
      // The answer waits on the scheduler until the test lets it through.
      .do { scheduler.advance() },
      .receive(.nthPrimeResponse(17)) {
        $0.alertNthPrime = PrimeAlert(prime: 17)
        $0.isNthPrimeButtonDisabled = false
      },
      .send(.alertDismissButtonTapped) { $0.alertNthPrime = nil }
    )
  }

  func testNthPrimeButtonUnhappyFlow() {
    let scheduler = TestScheduler()
    let store = makeStore(CounterState(count: 7), scheduler, nthPrime: { _ in Effect(value: nil) })

    store.assert(
      .send(.nthPrimeButtonTapped) { $0.isNthPrimeButtonDisabled = true },
      .do { scheduler.advance() },
      // No alert, and the button works again.
      .receive(.nthPrimeResponse(nil)) { $0.isNthPrimeButtonDisabled = false }
    )
  }

  private func makeStore(
    _ state: CounterState,
    _ scheduler: TestScheduler,
    nthPrime: @escaping (Int) -> Effect<Int?> = { _ in Effect(value: 17) }
  ) -> TestStore<CounterState, CounterAction, CounterEnvironment> {
    let store = TestStore(
      initialState: state,
      reducer: counterReducer,
      environment: CounterEnvironment(nthPrime: nthPrime, mainQueue: scheduler)
    )
    // NB: under virtual time there is nothing to wait for. What has not arrived when a step
    // looks for it was held back by the scheduler, or by something that is not the scheduler:
    // either way, fail at once.
    store.timeout = 0
    return store
  }
}
