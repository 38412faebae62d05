import EffectKit
import Foundation

/// Every dependency the counter screen reaches out to, handed to its reducer as a parameter.
struct CounterEnvironment {
  /// Finds the nth prime (counting from 1: the 1st prime is 2). Emits `nil` when it cannot.
  var nthPrime: (Int) -> Effect<Int?>
  /// Where answers are delivered: the main queue in the app, a `TestScheduler` in tests.
  var mainQueue: any Scheduler
}

extension CounterEnvironment {
  /// Asks Wolfram|Alpha when an app id is set in `WOLFRAM_APP_ID`, and computes the answer on
  /// this machine otherwise; answers arrive on the main queue.
  static let live = CounterEnvironment(
    nthPrime: { n in
      wolframAlphaAppID() == nil
        ? offlineNthPrime(n) : wolframAlphaNthPrime(n, appID: wolframAlphaAppID())
    },
    mainQueue: DispatchQueueScheduler.main
  )
}
