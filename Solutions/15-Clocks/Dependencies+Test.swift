import Foundation

#if canImport(Testing)
  import Testing
#endif

extension Dependencies {
  /// The dependencies tests start from: every one fails the test when it is used without an
  /// override, then answers a harmless value so the test can carry on and report more.
  static let test = Dependencies(
    nthPrime: { n in
      notOverridden("nthPrime(\(n))", fix: "$0.nthPrime = { _ in 17 }", toSay: "what it answers")
      return nil
    },
    continuousClock: NotOverriddenClock()
  )
}

/// The clock of `Dependencies.test`: a sleep on it fails the test, then ends the sleeping task
/// as a cancellation would, quietly, so that a timer does not fail again every second.
private struct NotOverriddenClock: Clock {
  /// Its time never moves: only a sleep is a use worth reporting.
  let now = ContinuousClock.now
  let minimumResolution = ContinuousClock().minimumResolution

  func sleep(until deadline: ContinuousClock.Instant, tolerance: Duration?) async throws {
    notOverridden(
      "continuousClock.sleep", fix: "$0.continuousClock = TestClock()", toSay: "how time passes")
    throw CancellationError()
  }
}

/// Reports that a test used `dependency` without overriding it, and how to override it to say
/// what the test needs said.
private func notOverridden(_ dependency: String, fix: String, toSay what: String) {
  let message =
    "Dependencies.\(dependency) was called, but this test did not override it."
    + " Override it with withDependencies { \(fix) } to say \(what)."
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
