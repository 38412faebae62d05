  func testNthPrimeButtonUnhappyFlow() throws {
    // The lookup fails: the environment answers nil.
    Current.nthPrime = { _ in Effect(value: nil) }

    var state = CounterState(count: 7)
    var effects = counterReducer(state: &state, action: .nthPrimeButtonTapped)
    XCTAssertEqual(state, CounterState(count: 7, isNthPrimeButtonDisabled: true))
    XCTAssertEqual(effects.count, 1)
    let effect = try XCTUnwrap(effects.first)
  }
