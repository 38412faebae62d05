import Dispatch
import EffectKit

/// Applies an action to the counter screen. Its one side effect, asking for the nth
/// prime, goes through `environment.nthPrime`, and its answer comes back on
/// `environment.mainQueue`.
func counterReducer(
  state: inout CounterState, action: CounterAction, environment: CounterEnvironment
) -> [Effect<CounterAction>] {
  switch action {
  case .decrTapped:
    state.count -= 1
    return []

  case .incrTapped:
    state.count += 1
    return []

  case .nthPrimeButtonTapped:
    state.isNthPrimeButtonDisabled = true
    return [
      environment.nthPrime(state.count)
        .map(CounterAction.nthPrimeResponse)
        // TODO(1): deliver on the environment's scheduler, environment.mainQueue, so that
        // a test can hand the reducer a TestScheduler and decide when the answer arrives.
        .receive(on: DispatchQueue.main)
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

