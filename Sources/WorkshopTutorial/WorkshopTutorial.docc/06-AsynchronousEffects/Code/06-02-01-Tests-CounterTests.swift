  func testNthPrimeButtonUnhappyFlow() throws {
    // The lookup fails: the environment answers nil.
    Current.nthPrime = { _ in Effect(value: nil) }

    var state = CounterState(count: 7)
    var effects = counterReducer(state: &state, action: .nthPrimeButtonTapped)
    XCTAssertEqual(state, CounterState(count: 7, isNthPrimeButtonDisabled: true))
    XCTAssertEqual(effects.count, 1)
    let effect = try XCTUnwrap(effects.first)

    var response: CounterAction?
    let completed = expectation(description: "the nth prime effect completed")
    effect.sink(
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
