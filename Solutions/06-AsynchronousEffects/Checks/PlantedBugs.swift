import EffectKit
import WorkshopTestRuns

@testable import Counter

// The planted bugs of step 06. This file is compiled together with the learner's tests, and its
// `counterReducer` shadows the reference one those tests import: with no bug switched on it
// simply delegates, and with `WORKSHOP_PLANTED_BUG=n` it breaks the reference in one way.
// Each bug's summary and hint are declared once, in the PlantedBugs.json one folder up.

/// The reference reducer, broken in the way the active planted bug describes.
func counterReducer(state: inout CounterState, action: CounterAction) -> [Effect<CounterAction>] {
  let effects = Counter.counterReducer(state: &state, action: action)
  switch (PlantedBug.active, action) {
  case (1, .nthPrimeResponse(nil)):
    PlantedBug.reached()
    // Bug 1: a failed lookup leaves the button disabled for good.
    state.isNthPrimeButtonDisabled = true
    return effects

  case (2, .nthPrimeResponse(nil)):
    PlantedBug.reached()
    // Bug 2: a failed lookup still shows an alert, for a made-up prime.
    state.alertNthPrime = PrimeAlert(prime: 0)
    return effects

  case (3, .nthPrimeButtonTapped):
    PlantedBug.reached()
    // Bug 3: the answer is off by one by the time it is fed back.
    return effects.map { $0.map(offByOne) }

  case (4, .nthPrimeButtonTapped):
    PlantedBug.reached()
    // Bug 4: the answer never arrives: the effect neither emits nor completes.
    return effects.map { _ in .empty(completeImmediately: false) }

  default:
    return effects
  }
}

private func offByOne(_ action: CounterAction) -> CounterAction {
  guard case let .nthPrimeResponse(prime?) = action else { return action }
  return .nthPrimeResponse(prime + 1)
}
