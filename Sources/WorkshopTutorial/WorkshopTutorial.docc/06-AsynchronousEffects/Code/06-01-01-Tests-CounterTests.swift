  func testNthPrimeButtonHappyFlow() throws {
    Current.nthPrime = { _ in Effect(value: 17) }

    // Tapping the button disables it and starts one effect.
    var state = CounterState(count: 7)
    var effects = counterReducer(state: &state, action: .nthPrimeButtonTapped)
    XCTAssertEqual(state, CounterState(count: 7, isNthPrimeButtonDisabled: true))
    XCTAssertEqual(effects.count, 1)
    let effect = try XCTUnwrap(effects.first)

    // The response arrives on the main queue, after `sink` has returned: wait for it.
    var response: CounterAction?
    let completed = expectation(description: "the nth prime effect completed")
    effect.sink(
      receiveCompletion: { _ in completed.fulfill() },
      receiveValue: { action in response = action }
    )
    .store(in: &cancellables)
    // NB: generous on purpose. A busy machine may take a while to get to the main queue; when
    // the effect works, the wait ends the moment it completes.
    wait(for: [completed], timeout: 5)
    XCTAssertEqual(response, .nthPrimeResponse(17))

    // Feeding the response back shows the alert and enables the button again.
    effects = counterReducer(state: &state, action: try XCTUnwrap(response))
    XCTAssertEqual(
      state,
      CounterState(count: 7, isNthPrimeButtonDisabled: false, alertNthPrime: PrimeAlert(prime: 17)))
    XCTAssertTrue(effects.isEmpty)

    // Dismissing the alert takes it away.
    effects = counterReducer(state: &state, action: .alertDismissButtonTapped)
    XCTAssertEqual(state, CounterState(count: 7))
    XCTAssertTrue(effects.isEmpty)
  }
