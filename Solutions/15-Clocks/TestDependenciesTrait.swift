#if canImport(Testing)
  import Testing

  /// Runs a test, or every test of a suite, with `Dependencies.test` in effect.
  ///
  /// ```swift
  /// @Suite(.testDependencies)
  /// struct CounterTests {
  ///   @Test func nthPrimeButtonTapped() async { … }  // starts from Dependencies.test
  /// }
  /// ```
  struct TestDependenciesTrait: TestTrait, SuiteTrait, TestScoping {
    /// On a suite, applies to each test inside it.
    var isRecursive: Bool { true }

    func provideScope(
      for test: Test,
      testCase: Test.Case?,
      performing function: @Sendable () async throws -> Void
    ) async throws {
      // NB: bound directly, not through `withDependencies`: the test default replaces every
      // dependency, whatever an outer scope had.
      try await Dependencies.$current.withValue(.test, operation: function)
    }
  }

  extension Trait where Self == TestDependenciesTrait {
    /// Starts the test (or each test of the suite) from `Dependencies.test`, whose
    /// dependencies record an issue when called without an override.
    static var testDependencies: Self { TestDependenciesTrait() }
  }
#endif
