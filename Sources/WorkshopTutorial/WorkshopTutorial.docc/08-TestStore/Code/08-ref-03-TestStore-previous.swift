  /// Runs `steps` in order, then checks that nothing is left over: every action the
  /// effects sent back was asserted with `.receive`, and every effect has finished.
  ///
  /// One call describes one whole test, so the store knows where the test ends; call it
  /// again to continue from the state the last call left.
  ///
  /// - Parameters:
  /// - steps: What happens, in order: `.send`, `.receive`, `.do` and `.environment`
  /// steps. - file: Where leftover actions are reported; defaults to the call site.
  ///   - line: Where leftover actions are reported; defaults to the call site.
  public func assert(_ steps: Step..., file: StaticString = #filePath,
    line: UInt = #line) {
    for step in steps {
      switch step.kind {
      case let .send(action, update):
        failIfUnasserted(before: "sending \(describe(action))", step.location)
        let actual = reduce(action, from: step.location, queueing: false)
        assertState(update, actual: actual, after: "sending \(describe(action))",
          step.location)
      case let .receive(match, update):
        receive(match, update, step.location)
      case let .do(work):
        failIfUnasserted(before: "this .do step", step.location)
        do { try work() } catch { report("The .do step threw an error: \(error)",
          step.location) }
      case let .environment(update):
        failIfUnasserted(before: "changing the environment", step.location)
        install(
          lock.withLock { () -> Environment in
            update(&environment)
            return environment
          })
      }
    }
    finish(TestStoreFailure.Location(file: file, line: line))
  }
