
  // MARK: - Reporting

  private func report(_ message: String, _ location: TestStoreFailure.Location) {
    failureCount += 1
    reportFailure(TestStoreFailure(message: message, file: location.file, line: location.line))
  }

  private func describe(_ value: Any) -> String { valueDump(value) }

  /// Why a `.receive` step found nothing: no effect left, effects parked on a test scheduler,
  /// or effects on real queues that sent nothing in time.
  private func nothingReceived(expecting match: Step.Match) -> String {
    let (stillRunning, parked, stuck) = lock.withLock {
      (running.count, running.contains(where: \.isParkedOnATestScheduler), runningEffectsAreStuck)
    }
    return FailureText.nothingReceived(
      expecting: describe(match), running: stillRunning, parked: parked, stuck: stuck,
      timeout: "\(timeout) s")
  }

  /// A received action that is not the one a `.receive` step describes.
  private func mismatch(_ match: Step.Match, received action: Action) -> String {
