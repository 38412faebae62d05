import Foundation

#if canImport(Testing)
  import Testing
#endif

extension Dependencies {
  /// The dependencies tests start from: every one fails the test when it is called without an
  /// override, then answers a harmless value so the test can carry on and report more.
  static let test = Dependencies(
    nthPrime: { n in
      notOverridden("nthPrime(\(n))", fix: "$0.nthPrime = { _ in 17 }")
      return nil
    },
    now: {
      notOverridden("now", fix: "$0.now = { Date(timeIntervalSince1970: 0) }")
      return Date(timeIntervalSince1970: 0)
    },
    loadFavoritePrimes: {
      notOverridden("loadFavoritePrimes", fix: "$0.loadFavoritePrimes = { [2, 3] }")
      return nil
    },
    saveFavoritePrimes: { _ in
      notOverridden("saveFavoritePrimes", fix: "$0.saveFavoritePrimes = { primes in … }")
    }
  )
}

/// Reports that a test called `dependency` without overriding it, and how to override it.
private func notOverridden(_ dependency: String, fix: String) {
  let message =
    "Dependencies.\(dependency) was called, but this test did not override it."
    + " Override it with withDependencies { \(fix) } to say what it answers."
  #if canImport(Testing)
    // NB: the dependency cannot know its caller's line; the running test's own line names your
    // test file, where the override belongs, rather than this one.
    if let location = Test.current?.sourceLocation {
      Issue.record(Comment(rawValue: message), sourceLocation: location)
      return
    }
  #endif
  reportIssue(message)
}
