  func testNthPrimeButtonUnhappyFlow() {
    var environment = CounterEnvironment.mock
    environment.nthPrime = { _ in Effect(value: nil) }
    let store = makeStore(CounterState(count: 7), environment)

    store.assert(
      .send(.nthPrimeButtonTapped) { $0.isNthPrimeButtonDisabled = true },
      // No alert, and the button works again.
      .receive(.nthPrimeResponse(nil)) { $0.isNthPrimeButtonDisabled = false }
    )
  }
