  /// Takes the oldest action the effects sent back and checks it is the one `match`
  /// describes.
  private func receive(
    _ match: Step.Match, _ update: ((inout State) throws -> Void)?,
    _ location: TestStoreFailure.Location
  ) {
    // TODO(2): wait (`waitForEffects(until:)`) until an action was received; then take
    // the oldest one (`takeOldestReceived()`). With nothing to take, fail with
    // `nothingReceived(expecting:)`. If it is not the one `match` describes
    // (`match.matches(_:)`), fail with `mismatch(_:received:)`: the action is used up,
    // and the state it produced counts as asserted. Otherwise check that state with
    // `assertState`.
  }
