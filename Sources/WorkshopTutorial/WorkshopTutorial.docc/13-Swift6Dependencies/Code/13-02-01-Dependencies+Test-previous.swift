import Foundation

extension Dependencies {
  /// The dependencies tests start from: every one fails the test when it is called
  /// without an override, then answers a harmless value so the test can carry on and
  /// report more.
  ///
  /// A test overrides exactly what the code under test should use; anything else it
  /// reaches for shows up as an issue that names the dependency:
  ///
  /// ```swift
  /// @Suite(.testDependencies) struct CounterTests { … }
  /// ```
  // TODO(2): give every dependency a closure that calls `reportIssue` with a message
  // naming the dependency, then returns a harmless value (nil for nthPrime, a fixed date
  // for now). The live dependencies below stand in until then: they never tell a test it
  // forgot one.
  static let test = Dependencies.live
}

