import EffectKit
import Foundation

/// Every dependency the counter screen reaches out to, in one value that tests replace.
struct CounterEnvironment {
  /// Finds the nth prime (counting from 1: the 1st prime is 2). Emits `nil` when it cannot.
  var nthPrime: (Int) -> Effect<Int?>
}

extension CounterEnvironment {
  /// Asks Wolfram|Alpha over the network, with the app id in `WOLFRAM_APP_ID`.
  static let online = CounterEnvironment(nthPrime: { n in
    wolframAlphaNthPrime(n, appID: wolframAlphaAppID())
  })

  /// Computes the answer on this machine, on a background queue: for classrooms with no network.
  static let offline = CounterEnvironment(nthPrime: { n in offlineNthPrime(n) })

  /// Online when an app id is set, offline otherwise.
  static let live: CounterEnvironment = wolframAlphaAppID() == nil ? .offline : .online

  /// Answers 17 to every question, at once.
  static let mock = CounterEnvironment(nthPrime: { _ in Effect(value: 17) })
}
