
  // MARK: - Reporting

  private func report(_ message: String, _ location: TestStoreFailure.Location) {
    reportFailure(TestStoreFailure(message: message, file: location.file, line: location.line))
  }

  private func describe(_ value: Any) -> String { valueDump(value) }

  /// Why a `.receive` step found nothing: no effect left, effects parked on a test scheduler,
  /// or effects on real queues that sent nothing in time.
  private func nothingReceived(expecting match: Step.Match) -> String {
    let (stillRunning, parked, stuck) = lock.withLock {
      (running.count, running.contains(where: \.isParkedOnATestScheduler), runningEffectsAreStuck)
    }
    let why =
      stillRunning == 0
      ? "no action was received, and no effect is still running to send one."
      : parked
        ? "nothing arrived while \(count(stillRunning, "effect")) waited on a test scheduler. "
          + "Advance the test scheduler (`scheduler.advance(by:)`) before this step."
        : stuck
          ? "nothing arrived, and \(stillRunning == 1 ? "the effect" : "the effects") still "
            + "running never \(stillRunning == 1 ? "ends" : "end")."
          : "nothing arrived within \(timeout) s while \(count(stillRunning, "effect")) kept "
            + "running."
    return "Expected to receive \(describe(match)), but " + why
  }

  /// A received action that is not the one a `.receive` step describes.
  private func mismatch(_ match: Step.Match, received action: Action) -> String {
