  @Test func nthPrimeButtonTapped_AsksForTheCountthPrimeAndFeedsItBack() async {
    // The count is 3, so the lookup must be asked for the 3rd prime.
    var state = CounterState(count: 3)

    // NB: 17 is not the 3rd prime on purpose: only the override can produce it.
    await confirmation("nthPrime was asked exactly once") { asked in
      // Tap the button with the lookup overridden: it checks the count it is asked for.
      let effects = withDependencies {
        $0.nthPrime = { n in
          #expect(n == 3, "the request should ask for the count-th prime")
          asked()
          return 17
        }
      } operation: {
        counterReducer(state: &state, action: .nthPrimeButtonTapped)
      }
    }
  }
