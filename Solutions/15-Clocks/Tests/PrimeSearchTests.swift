import EffectKitAsyncTesting
import Testing

@testable import PrimeTime

@MainActor
@Suite(.testDependencies)
struct PrimeSearchTests {
  @Test func queryChanged_SearchesOnlyTheLastQuery_AfterAQuietSpell() async {
    let clock = TestClock()
    // NB: 37 is the 12th prime; the 1st, 2, would answer a search for "1".
    await confirmation("nthPrime was asked once") { asked in
      await withDependencies {
        $0.continuousClock = clock
        $0.nthPrime = { n in
          #expect(n == 12, "only the last query should be searched")
          asked()
          return 37
        }
      } operation: {
        // A store that waits for nothing: every wait here is on the test clock.
        let store = TestStore(initialState: PrimeSearchState()) { primeSearchReducer }
        store.timeout = .zero

        await store.send(.queryChanged("1")) { $0.query = "1" }
        // Typing again before the quiet spell is over cancels the search in flight.
        await clock.advance(by: .milliseconds(200))
        await store.send(.queryChanged("12")) { $0.query = "12" }
        // 300 ms of quiet: the search for 12 runs, and its answer lands.
        await clock.advance(by: .milliseconds(300))
        await store.receive(.searchResponse(37)) { $0.prime = 37 }
      }
    }
  }
}
