  func testNthPrimeButtonHappyFlow() {
    // The mock remembers which prime it was asked for.
    var asked: [Int] = []
    var environment = CounterEnvironment.mock
    environment.nthPrime = { n in
      asked.append(n)
      return Effect(value: 17)
    }
    let store = makeStore(CounterState(count: 7), environment)
  }
