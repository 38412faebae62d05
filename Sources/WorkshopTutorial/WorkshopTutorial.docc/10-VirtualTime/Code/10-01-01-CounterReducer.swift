
  case .nthPrimeButtonTapped:
    state.isNthPrimeButtonDisabled = true
    return [
      environment.nthPrime(state.count)
        .map(CounterAction.nthPrimeResponse)
        .receive(on: environment.mainQueue)
    ]

  case let .nthPrimeResponse(prime):
    state.alertNthPrime = prime.map(PrimeAlert.init(prime:))
    state.isNthPrimeButtonDisabled = false
    return []

  case .alertDismissButtonTapped:
    state.alertNthPrime = nil
    return []
  }
}
