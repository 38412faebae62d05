/// A function that applies an action to the state, and returns the effects to run next.
///
/// All logic lives in the body; all side effects live in the returned effects. That keeps a
/// reducer trivial to test: call it, then compare the state.
///
/// ```swift
/// func counterReducer(state: inout Int, action: CounterAction) -> [Effect<CounterAction>] {
///   switch action {
///   case .incrTapped: state += 1
///   }
///   return []
/// }
/// ```
public typealias Reducer<State, Action> = (inout State, Action) -> [Effect<Action>]
