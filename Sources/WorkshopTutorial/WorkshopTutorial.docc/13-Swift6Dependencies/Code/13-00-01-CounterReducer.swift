import EffectKit

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
    // TODO(3): read `nthPrime` from `Dependencies.current` here, in the reducer, and let
    // the effect capture it. As written, the effect is wired to the live dependency, so
    // no test can say what it answers.
    return [.task { .nthPrimeResponse(await Dependencies.live.nthPrime(count)) }]

  case let .nthPrimeResponse(prime):
    state.alertNthPrime = prime.map(PrimeAlert.init(prime:))
    state.isNthPrimeButtonDisabled = false
    return []

  case .alertDismissButtonTapped:
    state.alertNthPrime = nil
    return []
  }
}

