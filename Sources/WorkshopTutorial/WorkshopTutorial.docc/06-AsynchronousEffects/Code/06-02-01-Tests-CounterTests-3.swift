      receiveCompletion: { _ in completed.fulfill() },
      receiveValue: { action in response = action }
    )
    .store(in: &cancellables)
    wait(for: [completed], timeout: 5)
    XCTAssertEqual(response, .nthPrimeResponse(nil))

    // No alert, and the button works again.
    effects = counterReducer(state: &state, action: try XCTUnwrap(response))
    XCTAssertEqual(state, CounterState(count: 7, isNthPrimeButtonDisabled: false))
    XCTAssertTrue(effects.isEmpty)
  }
