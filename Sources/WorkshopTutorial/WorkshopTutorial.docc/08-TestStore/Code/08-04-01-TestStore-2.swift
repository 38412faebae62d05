  /// The end of the test: nothing may be left unasserted, and every effect must have
  /// finished.
  private func finish(_ location: TestStoreFailure.Location) {
    waitForEffects { false }
    let (unasserted, stillRunning) = takeLeftovers()
    if !unasserted.isEmpty {
      report(FailureText.endedWithUnasserted(unasserted), location)
    }
    var origins: [TestStoreFailure.Location] = []
    for effect in stillRunning where !origins.contains(effect.origin.location) {
      origins.append(effect.origin.location)
    }
    for origin in origins {
      let started = stillRunning.filter { $0.origin.location == origin }
      let parked = started.contains(where: \.isParkedOnATestScheduler)
      report(stillRunningMessage(started.map(\.origin.action), parked: parked), origin)
    }
    // NB: an action an effect sends while the others are cancelled stays queued for the
    // next `assert`, which judges it from the state before it.
    asserted = lock.withLock { currentState }
    stillRunning.forEach { $0.cancellable?.cancel() }
  }
