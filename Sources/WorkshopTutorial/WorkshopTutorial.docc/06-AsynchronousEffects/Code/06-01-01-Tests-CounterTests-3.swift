  func testNthPrimeButtonHappyFlow() throws {
    // The lookup answers 17 at once: the test, not the network, decides the answer.
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
  }
