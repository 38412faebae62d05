import EffectKit
import EffectKitAsyncTesting
import Foundation

@testable import PrimeTime

/// What a dependency of the checks was called with, in order.
actor Calls<Value: Sendable> {
  private(set) var all: [Value] = []

  func record(_ value: Value) { all.append(value) }
}

extension Dependencies {
  /// The test dependencies, with `clock` as the clock.
  static func on(_ clock: TestClock) -> Dependencies {
    var dependencies = Dependencies.test
    dependencies.continuousClock = clock
    return dependencies
  }

  /// The test dependencies, with `clock` as the clock, and nthPrime answering `prime` and
  /// recording what it was asked.
  static func on(_ clock: TestClock, answering prime: Int, recordingIn calls: Calls<Int>)
    -> Dependencies
  {
    var dependencies = Dependencies.on(clock)
    dependencies.nthPrime = { n in
      await calls.record(n)
      return prime
    }
    return dependencies
  }
}

/// A reducer that returns `effects`, built beforehand, on `action`, and runs `reducer` on every
/// other action: to run effects in a store outside the scope that built them.
func replaying<State, Action: Equatable>(
  _ effects: [Effect<Action>], on action: Action, else reducer: @escaping Reducer<State, Action>
) -> Reducer<State, Action> {
  { state, sent in sent == action ? effects : reducer(&state, sent) }
}
