import EffectKit
import WorkshopTestRuns

@testable import DataLoading

// The reference reducer with one planted bug switched on (the bugs are listed in PlantedBugs.json).
// NB: this function shadows the module's `loadingReducer`, so the tests in `Tests/`, compiled next
// to it, call this one without knowing.

func loadingReducer(
  state: inout LoadingState,
  action: LoadingAction
) -> [Effect<LoadingAction>] {
  let before = state
  let effects = DataLoading.loadingReducer(state: &state, action: action)

  switch (PlantedBug.active, action) {
  case (1, .loadButtonTapped):
    PlantedBug.reached()
    state = before
  case let (2, .itemsLoaded(items)):
    PlantedBug.reached()
    state = .loaded(items: Array(items.dropLast()))
  case (3, .itemsLoaded):
    PlantedBug.reached()
    state = before
  case (4, .itemsLoaded):
    PlantedBug.reached()
    state = .loaded(items: [])
  case (5, .loadButtonTapped):
    PlantedBug.reached()
    if case .loaded = before { state = before }
  case (6, .loadButtonTapped):
    PlantedBug.reached()
    return effects + [Effect(value: .itemsLoaded([]))]
  default:
    break
  }
  return effects
}
