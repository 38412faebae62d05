/// Applies an action to the counter screen. Its one side effect, asking for the nth
/// prime, is an effect built from `Dependencies.current.nthPrime`.
func counterReducer(state: inout CounterState, action: CounterAction) -> [
  Effect<CounterAction>] {
  switch action {
  case .decrTapped:
    state.count -= 1
    return []

  case .incrTapped:
    state.count += 1
    return []

  case .nthPrimeButtonTapped:
    state.isNthPrimeButtonDisabled = true
    let count = state.count
    // NB: read the dependency here, while the caller's scope is in effect. The effect
    // carries the closure with it and answers the same way wherever and whenever it runs.
    let nthPrime = Dependencies.current.nthPrime
    return [.task { .nthPrimeResponse(await nthPrime(count)) }]

  case let .nthPrimeResponse(prime):
    state.alertNthPrime = prime.map(PrimeAlert.init(prime:))
    state.isNthPrimeButtonDisabled = false
    return []

  case .alertDismissButtonTapped:
    state.alertNthPrime = nil
    return []
  }
}
