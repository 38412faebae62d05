    }
  }

  @Test(
    arguments: [
      (response: 17, alert: PrimeAlert(prime: 17)),
      (response: nil, alert: nil),
    ] as [(Int?, PrimeAlert?)])
  func nthPrimeResponse_ReEnablesTheButtonAndShowsAnyPrime(response: Int?,
    alert: PrimeAlert?) {
    var state = CounterState(count: 7, isNthPrimeButtonDisabled: true)

    let effects = counterReducer(state: &state, action: .nthPrimeResponse(response))

    // A prime shows its alert; no answer shows nothing. Either way the button comes back.
    #expect(state == CounterState(count: 7, isNthPrimeButtonDisabled: false,
      alertNthPrime: alert))
    #expect(effects.isEmpty)
  }
}

