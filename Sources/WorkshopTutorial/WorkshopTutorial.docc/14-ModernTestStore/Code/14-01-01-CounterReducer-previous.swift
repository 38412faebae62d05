/// Applies an action to the counter screen. Its one side effect, asking for the nth
/// prime, is an `Effect.run` that calls `Dependencies.current.nthPrime`.
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
    // TODO(1): read Dependencies.current.nthPrime here, then return one `Effect.run` that
    // asks it for the count and sends `.nthPrimeResponse` with the answer back.
    return []

  case let .nthPrimeResponse(prime):
    state.alertNthPrime = prime.map(PrimeAlert.init(prime:))
    state.isNthPrimeButtonDisabled = false
    return []

  case .alertDismissButtonTapped, .addToFavoritesTapped:
    state.alertNthPrime = nil
    return []
  }
}
