import EffectKit

enum TallyAction: Equatable { case add, clear }

func tallyReducer(state: inout Int, action: TallyAction) -> [Effect<TallyAction>] {
  switch action {
  case .add: state += 1
  case .clear: state = 0
  }
  return []
}
