  /// Compares the state a step produced with the state its closure describes.
  private func assertState(
    _ update: ((inout State) throws -> Void)?, actual: State, after subject: String,
    _ location: TestStoreFailure.Location
  ) {
    // TODO(1): compare `actual` with the state this step describes, starting from
    // `asserted`: - no `update`: the state must not have changed;
    // - an `update`: apply it to a copy of `asserted` to get the expected state; a
    // mismatch fails, and so does a closure that changes nothing when the state did not
    // change. The closure may throw: call it with `try` inside `do`/`catch`, and report
    // the error ("The closure of this step threw an error: …") instead of comparing.
    // Report with `report(_:_:)`, showing `diff(expected, actual)`. Then, whatever
    // happened, `actual` is the new `asserted` state (done for you below).
    asserted = actual
  }

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
    // and the state it produced counts as
