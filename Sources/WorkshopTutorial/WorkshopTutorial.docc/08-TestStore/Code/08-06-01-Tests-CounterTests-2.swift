  func testNthPrimeButtonHappyFlow() {
    // The mock remembers which prime it was asked for.
    var asked: [Int] = []
    var environment = CounterEnvironment.mock
    environment.nthPrime = { n in
      asked.append(n)
      return Effect(value: 17)
    }
    let store = makeStore(CounterState(count: 7), environment)

    store.assert(
      .send(.nthPrimeButtonTapped) { $0.isNthPrimeButtonDisabled = true },
      .do { XCTAssertEqual(asked, [7]) },
      // The answer comes back on the main queue; `receive` waits for it.
      .receive(.nthPrimeResponse(17)) {
        $0.alertNthPrime = PrimeAlert(prime: 17)
        $0.isNthPrimeButtonDisabled = false
      },
      .send(.alertDismissButtonTapped) { $0.alertNthPrime = nil }
    )
  }
