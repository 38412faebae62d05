  /// The end of the test: nothing may be left unasserted, and every effect must have
  /// finished.
  private func finish(_ location: TestStoreFailure.Location) {
    // TODO(4): first wait (`waitForEffects(until:)`, with a condition that never holds)
    // for running effects to finish. Then report the leftover received actions (one
    // failure at `location`, listing them), and each effect still running at the step
    // that started it (its `origin`, once per step, with
    // `stillRunningMessage(count:parked:)`: `parked` when one of them
    // `isParkedOnATestScheduler`).
    let (_, stillRunning) = takeLeftovers()
    // NB: an action an effect sends while the others are cancelled stays queued for the
    // next `assert`, which judges it from the state before it.
    asserted = lock.withLock { currentState }
    stillRunning.forEach { $0.cancellable?.cancel() }
  }
