import EffectKit

enum CounterAction: Equatable { case incrementTapped, resetTapped, nothingTapped }

func counterReducer(state: inout Int, action: CounterAction) -> [Effect<CounterAction>] {
  switch action {
  case .incrementTapped:
    // TODO(1): add one to the state.
    return []
  case .resetTapped:
    // TODO(2): set the state back to zero.
    return []
  case .nothingTapped:
    return []
  }
}
