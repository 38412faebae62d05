  func testNthPrimeButtonUnhappyFlow() {
    var environment = CounterEnvironment.mock
    environment.nthPrime = { _ in Effect(value: nil) }
    // The alert of an earlier answer is still up when the user asks again.
    let store = makeStore(CounterState(count: 7, alertNthPrime: PrimeAlert(prime: 5)),
      environment)
  }
