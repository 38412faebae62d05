import EffectKit
import Foundation
import WorkshopTestRuns

@testable import FavoritePrimes

// The reference reducer with one planted bug switched on (the bugs are
// listed in PlantedBugs.json).
// NB: this function shadows the module's `favoritePrimesReducer`, so the tests in `Tests/`,
// compiled next to it, call this one without knowing. `Current` is still the module's own.

/// Bug 5's memory: the first time ever recorded by a save in this test process.
private var firstRecordedSave: Date?

func favoritePrimesReducer(
  state: inout FavoritePrimesState,
  action: FavoritePrimesAction
) -> [Effect<FavoritePrimesAction>] {
  let before = state
  let effects = FavoritePrimes.favoritePrimesReducer(state: &state, action: action)

  switch (PlantedBug.active, action) {
  case (1, .saveButtonTapped):
    PlantedBug.reached()
    state.lastSavedAt = Date()
  case (2, .saveButtonTapped):
    PlantedBug.reached()
    state.lastSavedAt = before.lastSavedAt
  case (3, .deleteFavoritePrimes):
    PlantedBug.reached()
    state.lastSavedAt = Current.date()
  case (4, .saveButtonTapped):
    PlantedBug.reached()
    state.lastSavedAt = Current.date().addingTimeInterval(86_400)
  case (5, .saveButtonTapped):
    PlantedBug.reached()
    if let firstRecordedSave {
      state.lastSavedAt = firstRecordedSave
    } else {
      firstRecordedSave = state.lastSavedAt
    }
  default:
    break
  }
  return effects
}
