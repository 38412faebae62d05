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
  static let test = Dependencies(
    nthPrime: { n in
      reportIssue(
        "Dependencies.nthPrime(\(n)) was called, but this test did not override it."
          + " Override it with withDependencies { $0.nthPrime = … } to say what it "
            + "answers.")
      return nil
    },
  )
}

