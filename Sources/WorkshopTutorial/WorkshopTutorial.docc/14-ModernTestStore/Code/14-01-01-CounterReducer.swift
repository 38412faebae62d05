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
    // NB: read the dependency here, while the caller's scope is in effect; the effect
    // carries the closure with it.
    let nthPrime = Dependencies.current.nthPrime
    return [
      .run { [count = state.count] send in
        await send(.nthPrimeResponse(await nthPrime(count)))
      }
    ]

  case let .nthPrimeResponse(prime):
    state.alertNthPrime = prime.map(PrimeAlert.init(prime:))
    state.isNthPrimeButtonDisabled = false
    return []

  case .alertDismissButtonTapped, .addToFavoritesTapped:
    state.alertNthPrime = nil
    return []
  }
}
