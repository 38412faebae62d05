  func testNthPrimeButtonHappyFlow() throws {
    // The lookup answers 17 at once: the test, not the network, decides the answer.
    Current.nthPrime = { _ in Effect(value: 17) }

    // Tapping the button disables it and starts one effect.
    var state = CounterState(count: 7)
    var effects = counterReducer(state: &state, action: .nthPrimeButtonTapped)
    XCTAssertEqual(state, CounterState(count: 7, isNthPrimeButtonDisabled: true))
    XCTAssertEqual(effects.count, 1)
    let effect = try XCTUnwrap(effects.first)
  }
