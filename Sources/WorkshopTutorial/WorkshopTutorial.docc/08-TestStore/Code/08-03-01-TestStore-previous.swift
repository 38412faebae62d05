  /// Fails when actions were received that no `.receive` step has asserted yet. They stay
  /// queued, so the `.receive` steps that follow still find them: one mistake, one
  /// failure.
  private func failIfUnasserted(before subject: String,
    _ location: TestStoreFailure.Location) {
    // TODO(3): if received actions wait that no failure has listed yet
    // (`takeUnreportedReceived()`), fail once, saying how many and listing them
    // (`list(_:)`), and count the state the last one produced as asserted. They stay
    // queued: the `.receive` steps after this one may still take them.
  }
