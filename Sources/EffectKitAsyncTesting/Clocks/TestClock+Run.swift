import Foundation

extension TestClock {
  /// Advances the clock from sleep to sleep until nothing sleeps on it, as `advance(to:)` does
  /// each time; fails the test if sleeps are still waiting after `duration` of real time, and
  /// ends them, earliest first, with `CancellationError`.
  ///
  /// ```swift
  /// await store.send(.queryChanged("12")) { $0.query = "12" }
  /// await clock.run()  // the quiet spell is over, whatever its length
  /// await store.receive(.searchResponse(37)) { $0.result = 37 }
  /// ```
  ///
  /// Something that sleeps again forever, a timer that nobody cancels, keeps the clock
  /// running until the timeout: advance by a fixed duration instead, or cancel it first.
  public func run(
    timeout duration: Duration = .milliseconds(500),
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let realTime = ContinuousClock()
    let giveUp = realTime.now.advanced(by: duration)
    while let due = nextDue {
      guard realTime.now < giveUp else {
        let left = endSleeps()
        return IssueReporter.live.report(
          "Expected every sleep on the test clock to end, but "
            + "\(left == 1 ? "1 was" : "\(left) were") still waiting after \(duration) of "
            + "running it. Something sleeps again and again, like a timer nobody cancelled, or "
            + "the clock was not advanced far enough for the feature's logic. Cancel it first, "
            + "advance by a fixed duration instead, or give `run(timeout:)` more time.",
          SourceSpot(fileID: fileID, filePath: filePath, line: line, column: column), false)
      }
      await advance(to: Instant(nanoseconds: due))
    }
  }

  /// Ends every waiting sleep, earliest first, with `CancellationError`, as swift-clocks' `run`
  /// does when it times out; returns how many there were.
  private func endSleeps() -> Int {
    let ended = lock.withLock { () -> [PendingSleep] in
      defer { sleeps = [] }
      return sleeps
    }
    for sleep in ended {
      sleep.parking?.cancel()
      lock.withLock { () -> CheckedContinuation<Void, any Error>? in
        defer { sleep.continuation = nil }
        return sleep.continuation
      }?.resume(throwing: CancellationError())
    }
    return ended.count
  }
}
