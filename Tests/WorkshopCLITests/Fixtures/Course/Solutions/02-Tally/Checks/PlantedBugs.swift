import EffectKit
import WorkshopTestRuns

@testable import Tally

func tallyReducer(state: inout Int, action: TallyAction) -> [Effect<TallyAction>] {
  let effects = Tally.tallyReducer(state: &state, action: action)
  switch (PlantedBug.active, action) {
  case (1, .add):
    PlantedBug.reached()
    state += 1
  case (2, .clear):
    PlantedBug.reached()
    state = 1
  default: break
  }
  return effects
}
