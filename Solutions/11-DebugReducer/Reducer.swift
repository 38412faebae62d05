import EffectKit

/// A reducer that is handed its dependencies: it applies an action to the state, using what
/// `Environment` provides, and returns the effects to run next.
///
/// Until now a reducer was a bare function that found its dependencies in a global, `Current`.
/// This one receives them as a third argument, so whoever runs it decides what they are: the app
/// passes the live environment, a test passes one it controls.
///
/// ```swift
/// let counter = Reducer<Int, CounterAction, Void> { count, action, _ in
///   count += 1
///   return []
/// }
/// var count = 0
/// counter.run(&count, .incrTapped, ())  // count == 1
/// ```
///
/// Being a value rather than a function, a reducer can have methods that build new reducers out
/// of existing ones: `Reducer.combine` and `forEach` compose, `debug()` watches.
struct Reducer<State, Action, Environment> {
  // NB: this struct shadows EffectKit's `Reducer<State, Action>` typealias inside this module;
  // the library's `Store` still takes a plain two-argument function.
  /// Applies `action` to `state` with the dependencies in `environment`.
  let run: (inout State, Action, Environment) -> [Effect<Action>]

  /// Wraps a function as a reducer.
  init(_ run: @escaping (inout State, Action, Environment) -> [Effect<Action>]) {
    self.run = run
  }
}
