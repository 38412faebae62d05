  func testNthPrimeButtonUnhappyFlow() throws {
    // The lookup fails: the environment answers nil.
    Current.nthPrime = { _ in Effect(value: nil) }

    var state = CounterState(count: 7)
    var effects = counterReducer(state: &state, action: .nthPrimeButtonTapped)
    XCTAssertEqual(state, CounterState(count: 7, isNthPrimeButtonDisabled: true))
    XCTAssertEqual(effects.count, 1)
    let effect = try XCTUnwrap(effects.first)

    // The nil answer comes through the main queue too: wait for it as before.
    var response: CounterAction?
    let completed = expectation(description: "the nth prime effect completed")
    effect.sink(
      receiveCompletion: { _ in completed.fulfill() },
      receiveValue: { action in response = action }
    )
    .store(in: &cancellables)
    wait(for: [completed], timeout: 5)
    XCTAssertEqual(response, .nthPrimeResponse(nil))
  }
