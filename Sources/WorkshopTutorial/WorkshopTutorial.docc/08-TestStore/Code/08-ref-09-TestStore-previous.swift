      timeout: "\(timeout) s")
  }

  /// A received action that is not the one a `.receive` step describes.
  private func mismatch(_ match: Step.Match, received action: Action) -> String {
    switch match {
    case let .action(expected):
      return "Received an action other than the one this step expects:\n\n"
        + diff(expected, action)
    case .predicate:
      return "Received an action that does not match this step's predicate:\n\n"
        + list([action])
    }
  }

  /// Effects a step started that are still running at the end of the test; `parked` when
  /// some of them wait on a test scheduler.
  private func stillRunningMessage(count number: Int, parked: Bool) -> String {
    "\(count(number, "effect")) started by this step \(number == 1 ? "is" : "are") still "
      + "running "
      + "at the end of the test. Every effect must finish before a test ends: "
      + (parked
        ? "advance the test scheduler (`scheduler.advance(by:)` or `scheduler.run()`) "
          + "until the "
          + "work waiting on it has run, or cancel the effect."
        : "make the mock complete, or check that the reducer returns the effect you "
          + "meant.")
  }

  private func describe(_ match: Step.Match) -> String {
    switch match {
