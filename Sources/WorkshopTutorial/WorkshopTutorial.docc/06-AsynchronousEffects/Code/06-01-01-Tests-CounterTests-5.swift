    )
    .store(in: &cancellables)
    // NB: generous on purpose. A busy machine may take a while to get to the main queue;
    // when the effect works, the wait ends the moment it completes.
    wait(for: [completed], timeout: 5)
    XCTAssertEqual(response, .nthPrimeResponse(17))

    // Feeding the response back shows the alert and enables the button again.
    effects = counterReducer(state: &state, action: try XCTUnwrap(response))
    XCTAssertEqual(
      state,
      CounterState(count: 7, isNthPrimeButtonDisabled: false, alertNthPrime: PrimeAlert(
        prime: 17)))
    XCTAssertTrue(effects.isEmpty)
  }
