import Foundation

@testable import PrimeTime

/// What a dependency of the checks was called with, in order.
actor Calls<Value: Sendable> {
  private(set) var all: [Value] = []

  func record(_ value: Value) { all.append(value) }
}

extension Dependencies {
  /// The test dependencies, with nthPrime answering `prime` and recording what it was asked.
  static func answering(_ prime: Int, recordingIn calls: Calls<Int>) -> Dependencies {
    var dependencies = Dependencies.test
    dependencies.nthPrime = { n in
      await calls.record(n)
      return prime
    }
    return dependencies
  }
}
