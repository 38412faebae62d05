  @Test func nthPrimeButtonTapped_AsksForTheCountthPrimeAndFeedsItBack() async {
    var state = CounterState(count: 3)

    // NB: 17 is not the 3rd prime on purpose: only the override can produce it.
    await confirmation("nthPrime was asked exactly once") { asked in
      let effects = withDependencies {
        $0.nthPrime = { n in
          #expect(n == 3, "the request should ask for the count-th prime")
          asked()
          return 17
        }
      } operation: {
        counterReducer(state: &state, action: .nthPrimeButtonTapped)
      }

      // Tapping disables the button and hands back one effect, which has not asked yet.
      #expect(state == CounterState(count: 3, isNthPrimeButtonDisabled: true))
      #expect(effects.count == 1)

      // Run it: it feeds back exactly the answer the dependency gave.
      var actions: [CounterAction] = []
      for effect in effects {
        for await action in effect.stream() { actions.append(action) }
      }
      #expect(actions == [.nthPrimeResponse(17)])
    }
  }
