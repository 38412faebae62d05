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
    }
  }
