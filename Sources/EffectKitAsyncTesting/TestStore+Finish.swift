import EffectKit
import EffectKitTesting

extension TestStore {
  /// Waits until every effect has finished, and fails the test if some are still running after
  /// `timeout` (the store's `timeout` when `nil`).
  ///
  /// As in TCA, received actions no `receive` took fail an exhaustive test first, before the
  /// wait; what the effects send during the wait is left for the next `receive`. So is what
  /// they sent while the last step let them run: TCA's store yields only a few times there, so
  /// an effect that takes a moment would send during the wait, and the verdict must not depend
  /// on how fast the machine runs it.
  ///
  /// ```swift
  /// await store.send(.saveButtonTapped)
  /// await store.finish()  // the save has run
  /// ```
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let spot = SourceSpot(fileID: fileID, filePath: filePath, line: line, column: column)
    drain()
    let unlisted = received.indices.filter { !received[$0].isListed && !received[$0].arrivedLate }
    if !unlisted.isEmpty {
      unlisted.forEach { received[$0].isListed = true }
      show(
        FailureText.unasserted(unlisted.map { received[$0].action }, before: "finishing") + "\n\n"
          + FailureText.receiveThem(unlisted.count, canSkip: true), at: spot)
    }
    await waitForEffects(where: { _ in true }, timeout: timeout, subject: "every effect", at: spot)
  }

  /// Takes every action the effects sent back without asserting them, and moves the asserted
  /// state to the one the last of them left. With `strict` (the default), having nothing to
  /// skip fails the test.
  ///
  /// It first lets the effects run (up to 0.1 s, until each has finished or waits on a test
  /// scheduler or clock), as TCA's suspends, so that it skips what they send meanwhile too.
  /// The skipped actions are shown as skipped assertions, unless the store is `.off` without
  /// `showSkippedAssertions`.
  public func skipReceivedActions(
    strict: Bool = true,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let spot = SourceSpot(fileID: fileID, filePath: filePath, line: line, column: column)
    await letEffectsRun()
    if received.isEmpty {
      if strict { fail("There were no received actions to skip.", at: spot) }
      return
    }
    skipReceived(at: spot)
  }

  /// Stops tracking every effect still running, so that the end of the test neither waits for
  /// them nor fails because of them. With `strict` (the default), having nothing to skip fails
  /// the test. It first lets the effects run, as `skipReceivedActions` does.
  ///
  /// The effects are not cancelled: what they send later is still received, and a test can
  /// `receive` it. TCA's documentation says it cancels them; its code only stops tracking them,
  /// and its own test (`testEffectEmitAfterSkipInFlightEffects`) receives an action one sends
  /// afterwards. This store does what TCA's code does. Cancel an effect with the task `send`
  /// returned (`await task.cancel()`). The skipped effects are shown as skipped assertions,
  /// unless the store is `.off` without `showSkippedAssertions`.
  public func skipInFlightEffects(
    strict: Bool = true,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let spot = SourceSpot(fileID: fileID, filePath: filePath, line: line, column: column)
    await letEffectsRun()
    let skipped = ledger.runningInOrder
    if skipped.isEmpty {
      if strict { fail("There were no in-flight effects to skip.", at: spot) }
      return
    }
    for (id, effect) in skipped {
      running[id] = nil
      ledger.untracked[id] = effect
    }
    noteSkipped(
      "\(FailureText.count(skipped.count, "in-flight effect")) no longer tracked (still running: "
        + "what \(skipped.count == 1 ? "it sends" : "they send") can be received), started by "
        + "sending:\n" + FailureText.list(skipped.map(\.effect.origin.action)), at: spot)
  }

  /// Waits up to `timeout` for the effects `isIncluded` picks to finish, and fails the test
  /// with the actions that started those still running.
  ///
  /// What arrived late counts as arrived during this wait, as in TCA it would have by its end:
  /// the next `finish()` lists it.
  func waitForEffects(
    where isIncluded: @escaping (RunningEffect<Action>) -> Bool, timeout: Duration?,
    subject: String,
    at spot: SourceSpot
  ) async {
    forgetLateArrivals()
    let duration = timeout ?? self.timeout
    await wait(for: duration) { !running.values.contains(where: isIncluded) }
    let stillRunning = ledger.runningInOrder.map(\.effect).filter(isIncluded)
    guard !stillRunning.isEmpty else { return }
    let parked = stillRunning.contains(where: \.isParkedOnATestScheduler)
    let asleep = stillRunning.contains(where: \.isAsleepOnATestClock)
    fail(
      "Expected \(subject) to finish, but \(FailureText.count(stillRunning.count, "effect")) "
        + "\(stillRunning.count == 1 ? "is" : "are") still running"
        + (parked || asleep ? "" : " after \(seconds(duration))") + ", started by sending:\n"
        + FailureText.list(stillRunning.map(\.origin.action)) + "\n\nTo fix it, "
        + (parked
          ? FailureText.advanceTheScheduler
          : asleep
            ? FailureText.advanceTheClock
            : "make the dependency complete, give this step a longer `timeout:`, cancel the "
              + "effect (`await task.cancel()`), or stop tracking it "
              + "(`await store.skipInFlightEffects()`)."),
      at: spot)
  }
}

extension TestStore: SendTracking {
  func cancelEffects(ofSend sendID: Int) {
    drain()
    cancelledSends.insert(sendID)
    cancelEffects { $0.origin.sendID == sendID }
  }

  func finishEffects(ofSend sendID: Int, timeout: Duration?, at spot: SourceSpot) async {
    await waitForEffects(
      where: { $0.origin.sendID == sendID }, timeout: timeout, subject: "the effects of this send",
      at: spot)
  }

  func effectsAreCancelled(ofSend sendID: Int) -> Bool { cancelledSends.contains(sendID) }
}
