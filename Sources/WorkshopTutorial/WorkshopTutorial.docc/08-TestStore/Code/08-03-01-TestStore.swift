  /// Fails when actions were received that no `.receive` step has asserted yet. They stay
  /// queued, so the `.receive` steps that follow still find them: one mistake, one
  /// failure.
  private func failIfUnasserted(before subject: String,
    _ location: TestStoreFailure.Location) {
    let unasserted = takeUnreportedReceived()
    guard let last = unasserted.last else { return }
    asserted = last.state
    report(FailureText.unasserted(unasserted.map(\.action), before: subject), location)
  }
