import EffectKit
import Foundation
import WorkshopTestRuns

@testable import PrimeTime

// The planted bugs of step 08: those of steps 05 and 06, and two more effects that misbehave.
// This file is compiled together with the learner's tests, and its two reducers shadow the
// reference ones those tests import: with no bug switched on they simply delegate, and with
// `WORKSHOP_PLANTED_BUG=n` they break the reference in one way.
// Each bug's summary and hint are declared once, in the PlantedBugs.json one folder up.

/// The reference favourite primes reducer, broken in the way the active planted bug describes.
func favoritePrimesReducer(
  state: inout FavoritePrimesState,
  action: FavoritePrimesAction
) -> [Effect<FavoritePrimesAction>] {
  let reference = PrimeTime.favoritePrimesReducer
  switch (PlantedBug.active, action) {
  case (1, .saveButtonTapped):
    PlantedBug.reached()
    // Bug 1: save stamps the date as usual, but hands back the load effect (a copy-paste slip).
    _ = reference(&state, .saveButtonTapped)
    var scratch = state
    return reference(&scratch, .loadButtonTapped)

  case (2, .saveButtonTapped):
    PlantedBug.reached()
    // Bug 2: save encodes an empty list instead of the favourite primes.
    var emptied = state
    emptied.favoritePrimes = []
    let effects = reference(&emptied, action)
    state.lastSavedAt = emptied.lastSavedAt
    return effects

  case (3, .loadButtonTapped):
    PlantedBug.reached()
    // Bug 3: the load effect delivers its action but never completes.
    return reference(&state, action).map { .merge($0, .empty(completeImmediately: false)) }

  case (4, .loadButtonTapped):
    PlantedBug.reached()
    // Bug 4: the load effect feeds back the list without its first prime.
    return reference(&state, action).map { $0.map(droppingFirstPrime) }

  case (5, .saveButtonTapped):
    PlantedBug.reached()
    // Bug 5: the save effect is built but never run; an empty effect stands in for it.
    _ = reference(&state, action)
    return [.fireAndForget {}]

  case (6, .loadButtonTapped):
    PlantedBug.reached()
    // Bug 6: the load effect emits its action twice.
    return reference(&state, action).map(emittingTwice)

  case (12, .saveButtonTapped):
    PlantedBug.reached()
    // Bug 12: the save effect saves, then never completes.
    return reference(&state, action).map { .merge($0, .empty(completeImmediately: false)) }

  default:
    return reference(&state, action)
  }
}

/// The reference counter reducer, broken in the way the active planted bug describes.
func counterReducer(state: inout CounterState, action: CounterAction) -> [Effect<CounterAction>] {
  let effects = PrimeTime.counterReducer(state: &state, action: action)
  switch (PlantedBug.active, action) {
  case (7, .nthPrimeResponse(nil)):
    PlantedBug.reached()
    // Bug 7: a failed lookup leaves the button disabled for good.
    state.isNthPrimeButtonDisabled = true
    return effects

  case (8, .nthPrimeResponse(nil)):
    PlantedBug.reached()
    // Bug 8: a failed lookup still shows an alert, for a made-up prime.
    state.alertNthPrime = PrimeAlert(prime: 0)
    return effects

  case (9, .nthPrimeButtonTapped):
    PlantedBug.reached()
    // Bug 9: the answer is off by one by the time it is fed back.
    return effects.map { $0.map(offByOne) }

  case (10, .nthPrimeButtonTapped):
    PlantedBug.reached()
    // Bug 10: the answer never arrives: the effect neither emits nor completes.
    return effects.map { _ in .empty(completeImmediately: false) }

  case (11, .nthPrimeButtonTapped):
    PlantedBug.reached()
    // Bug 11: the answer is sent back twice.
    return effects.map(emittingTwice)

  case (13, .alertDismissButtonTapped):
    PlantedBug.reached()
    // Bug 13: dismissing the alert leaves it on screen.
    state.alertNthPrime = state.alertNthPrime ?? PrimeAlert(prime: 0)
    return effects

  default:
    return effects
  }
}

private func droppingFirstPrime(_ action: FavoritePrimesAction) -> FavoritePrimesAction {
  guard case let .loadedFavoritePrimes(primes) = action else { return action }
  return .loadedFavoritePrimes(Array(primes.dropFirst()))
}

private func offByOne(_ action: CounterAction) -> CounterAction {
  guard case let .nthPrimeResponse(prime?) = action else { return action }
  return .nthPrimeResponse(prime + 1)
}

private func emittingTwice<Output>(_ effect: Effect<Output>) -> Effect<Output> {
  Effect { observer in
    effect.sink(
      receiveCompletion: { _ in observer.finish() },
      receiveValue: { value in
        observer.send(value)
        observer.send(value)
      }
    )
  }
}
