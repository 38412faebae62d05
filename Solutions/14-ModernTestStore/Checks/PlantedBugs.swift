import EffectKit
import Foundation
import WorkshopTestRuns

@testable import PrimeTime

// The planted bugs of step 14. This file is compiled together with the learner's tests, and its
// three reducers shadow the reference ones those tests import: with no bug switched on they
// simply delegate; with `WORKSHOP_PLANTED_BUG=n` they break the reference in one way.
// Each bug's summary and hint are declared once, in the PlantedBugs.json one folder up.

/// The reference counter reducer, broken in the way the active planted bug describes.
func counterReducer(state: inout CounterState, action: CounterAction) -> [Effect<CounterAction>] {
  let effects = PrimeTime.counterReducer(state: &state, action: action)
  switch (PlantedBug.active, action) {
  case (1, .nthPrimeResponse):
    PlantedBug.reached()
    // Bug 1: the response shows the alert but forgets to re-enable the button.
    state.isNthPrimeButtonDisabled = true
    return effects

  case (2, .nthPrimeButtonTapped):
    PlantedBug.reached()
    // Bug 2: the effect feeds back the count instead of the prime it was given.
    let count = state.count
    return effects.map { $0.map { _ in .nthPrimeResponse(count) } }

  case (3, .nthPrimeButtonTapped):
    PlantedBug.reached()
    // Bug 3: the request runs twice, so two responses come back.
    return effects + PrimeTime.counterReducer(state: &state, action: action)

  default:
    return effects
  }
}

/// The reference favourite primes reducer, broken in the way the active planted bug describes.
func favoritePrimesReducer(
  state: inout FavoritePrimesState, action: FavoritePrimesAction
) -> [Effect<FavoritePrimesAction>] {
  let effects = PrimeTime.favoritePrimesReducer(state: &state, action: action)
  guard action == .saveButtonTapped else { return effects }
  let (save, primes) = (Dependencies.current.saveFavoritePrimes, state.favoritePrimes)
  switch PlantedBug.active {
  case 4:
    PlantedBug.reached()
    // Bug 4: the save forgets to stamp the date.
    state.lastSavedAt = nil
    return effects

  case 5:
    PlantedBug.reached()
    // Bug 5: the save writes the list without its last prime.
    return [.run { _ in await save(Array(primes.dropLast())) }]

  case 6:
    PlantedBug.reached()
    // Bug 6: the save never finishes: after writing, it waits for an hour.
    return [
      .run { _ in
        await save(primes)
        try await Task.sleep(for: .seconds(3_600))
      }
    ]

  default:
    return effects
  }
}

/// The reference app reducer, broken in the way the active planted bug describes.
func appReducer(state: inout AppState, action: AppAction) -> [Effect<AppAction>] {
  guard action == .counter(.addToFavoritesTapped), state.counter.alertNthPrime != nil else {
    return PrimeTime.appReducer(state: &state, action: action)
  }
  switch PlantedBug.active {
  case 7:
    PlantedBug.reached()
    // Bug 7: the prime is added, but the favourites are never saved.
    _ = PrimeTime.appReducer(state: &state, action: action)
    return []

  case 8:
    PlantedBug.reached()
    // Bug 8: the count is added instead of the prime.
    let effects = PrimeTime.appReducer(state: &state, action: action)
    state.favoritePrimes.favoritePrimes[state.favoritePrimes.favoritePrimes.count - 1] =
      state.counter.count
    return effects

  default:
    return PrimeTime.appReducer(state: &state, action: action)
  }
}
