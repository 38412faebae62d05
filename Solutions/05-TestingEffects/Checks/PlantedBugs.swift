import EffectKit
import Foundation
import WorkshopTestRuns

@testable import FavoritePrimes

// The planted bugs of step 05. This file is compiled together with the learner's tests, and its
// `favoritePrimesReducer` shadows the reference one those tests import: with no bug switched on
// it simply delegates, and with `WORKSHOP_PLANTED_BUG=n` it breaks the reference in one way.
// Each bug's summary and hint are declared once, in the PlantedBugs.json one folder up.

/// The reference reducer, broken in the way the active planted bug describes.
func favoritePrimesReducer(
  state: inout FavoritePrimesState,
  action: FavoritePrimesAction
) -> [Effect<FavoritePrimesAction>] {
  let reference = FavoritePrimes.favoritePrimesReducer
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

  case (7, .loadedFavoritePrimes):
    PlantedBug.reached()
    // Bug 7: the loaded list is fed back, but the state keeps the primes it already held.
    return []

  default:
    return reference(&state, action)
  }
}

private func droppingFirstPrime(_ action: FavoritePrimesAction) -> FavoritePrimesAction {
  guard case let .loadedFavoritePrimes(primes) = action else { return action }
  return .loadedFavoritePrimes(Array(primes.dropFirst()))
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
