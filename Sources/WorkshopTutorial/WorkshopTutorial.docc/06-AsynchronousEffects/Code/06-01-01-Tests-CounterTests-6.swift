    effects = counterReducer(state: &state, action: try XCTUnwrap(response))
    XCTAssertEqual(
      state,
      CounterState(count: 7, isNthPrimeButtonDisabled: false, alertNthPrime: PrimeAlert(
        prime: 17)))
    XCTAssertTrue(effects.isEmpty)

    // Dismissing the alert takes it away.
    effects = counterReducer(state: &state, action: .alertDismissButtonTapped)
    XCTAssertEqual(state, CounterState(count: 7))
    XCTAssertTrue(effects.isEmpty)
  }
