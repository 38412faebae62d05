    effects = counterReducer(state: &state, action: try XCTUnwrap(response))
    XCTAssertEqual(
      state,
      CounterState(count: 7, isNthPrimeButtonDisabled: false, alertNthPrime: PrimeAlert(
        prime: 17)))
    XCTAssertTrue(effects.isEmpty)
  }
