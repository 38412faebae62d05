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
      }
    }
  }
