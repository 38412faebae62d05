import EffectKitAsyncTesting
import Testing

@testable import PrimeTime

// Your tests, on the async TestStore. The workshop runs them again with bugs planted in the app
// code, and checks that they notice.
@MainActor
@Suite(.testDependencies)
struct CounterTests {
  @Test func nthPrimeButtonHappyFlow() async {
    // NB: 17 is not the 7th prime on purpose: only the override can produce it.
    await withDependencies {
      $0.nthPrime = { n in
        #expect(n == 7, "the request should ask for the count-th prime")
        return 17
      }
    } operation: {
      // A TestStore of the counter, from the count 7.
      let store = TestStore(initialState: CounterState(count: 7)) { counterReducer }

      // Tapping disables the button, and the effect starts asking.
      await store.send(.nthPrimeButtonTapped) { $0.isNthPrimeButtonDisabled = true }
      // The answer arrives from the effect's task; `receive` waits for it.
      await store.receive(.nthPrimeResponse(17)) {
        $0.alertNthPrime = PrimeAlert(prime: 17)
        $0.isNthPrimeButtonDisabled = false
      }
      await store.send(.alertDismissButtonTapped) { $0.alertNthPrime = nil }
    }
  }
}
