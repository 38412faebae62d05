import EffectKit

enum CounterAction: Equatable { case incrementTapped, resetTapped, nothingTapped }

func counterReducer(state: inout Int, action: CounterAction) -> [Effect<CounterAction>] {
  switch action {
  case .incrementTapped:
    state += 1
    return []
  case .resetTapped:
    state = 0
    return []
  case .nothingTapped:
    return []
  }
}
