import WorkshopLocalization

/// An assertion that fired after its test had ended: the test never waited for the effect it
/// asserts on. XCTest records its failure against the test that happened to be running, Swift
/// Testing against a test that has already passed, so it catches nothing.
public struct LeakingAssertion: Codable, Equatable, Hashable, Sendable {
  /// The test whose body holds the assertion, e.g. `CounterTests.testHappyFlow`.
  public let test: String
  /// The test that was running when it fired and took the failure (XCTest); `nil` when no
  /// other test took it (Swift Testing records it against its own test, which has ended).
  public let firedIn: String?
  /// Where the assertion is: `CounterTests.swift:42`.
  public let location: String

  /// An assertion of `test`, at `location`, that fired during `firedIn`.
  public init(test: String, firedIn: String?, location: String) {
    self.test = test
    self.firedIn = firedIn
    self.location = location
  }

  /// The paragraph that names it and says how to fix it.
  public var text: String {
    guard let firedIn else {
      return localized(
        """
        Leaking assertion: \(test)'s assertion at \(location) fired after that test had ended, \
        so it counts for nothing. Wait for the effect before the test ends (an expectation and \
        `wait(for:timeout:)`, or `await store.finish()`).
        """)
    }
    return localized(
      """
      Leaking assertion: \(test)'s assertion at \(location) fired after that test had ended, \
      while \(firedIn) ran, so it counts for neither. Wait for the effect before the test ends \
      (an expectation and `wait(for:timeout:)`, or `await store.finish()`).
      """)
  }
}

/// A test whose outcome changed between runs with no bug planted.
public struct FlakyTest: Codable, Equatable, Sendable {
  /// The test, e.g. `CounterTests.testHappyFlow`.
  public let test: String
  /// Each run's outcome, in order: `passed`, `failed`, `crashed`, `hung`, followed by ` alone`
  /// for the run of this test alone.
  public let outcomes: [String]

  /// `test`, with the outcome of each of its runs.
  public init(test: String, outcomes: [String]) {
    self.test = test
    self.outcomes = outcomes
  }

  /// The paragraph that names it, with its runs and the usual causes.
  public var text: String {
    let passes = outcomes.filter { $0.hasPrefix("passed") }.count
    let runs = outcomes.map(Self.said).joined(separator: localized(", "))
    return localized(
      """
      Flaky test: \(test) passed \(passes) of \(outcomes.count) runs with no bug planted \
      (\(runs)), so it credits no bug until it passes every time. Usual causes: an assertion \
      before the effect has finished (wait for it: an expectation, `await store.finish()`), a \
      variable shared with another test or a closure (reset it in `setUp`, keep it inside the \
      test), real time (control it with the step's scheduler or clock).
      """)
  }

  /// An outcome in the learner's language: `failed alone` is `échoué seul` in French.
  private static func said(_ outcome: String) -> String {
    let isAlone = outcome.hasSuffix(" alone")
    let word = isAlone ? String(outcome.dropLast(" alone".count)) : outcome
    let said: String
    switch word {
    case "passed": said = localized("passed")
    case "failed": said = localized("failed")
    case "crashed": said = localized("crashed")
    case "hung": said = localized("hung")
    default: said = word
    }
    return isAlone ? localized("\(said) alone") : said
  }
}
