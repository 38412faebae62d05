      timeout: "\(timeout) s")
  }

  /// A received action that is not the one a `.receive` step describes.
  private func mismatch(_ match: Step.Match, received action: Action) -> String {
    switch match {
    case let .action(expected): return FailureText.mismatch(expected: expected,
      received: action)
    case .predicate: return FailureText.predicateMismatch(received: action)
    }
  }

  /// Effects a step started that are still running at the end of the test, named by the
  /// actions that started them; `parked` when some of them wait on a test scheduler.
  private func stillRunningMessage(_ origins: [Action], parked: Bool) -> String {
    FailureText.stillRunning(
      origins, parked: parked,
      fix: "make the mock complete, or check that the reducer returns the effect you "
        + "meant.")
  }

  private func describe(_ match: Step.Match) -> String {
    switch match {
