import EffectKit
import EffectKitTesting

extension TestStore where Action: Equatable {
  /// Expects the effects to have sent `expectedAction` back, and the state it produced to be
  /// the one `update` describes: `await store.receive(.nthPrimeResponse(17)) { … }`.
  ///
  /// Waits up to `timeout` (the store's `timeout` when `nil`) while effects still run. An
  /// exhaustive store takes the oldest action received; a non-exhaustive one skips ahead to the
  /// oldest that matches, and with `showSkippedAssertions` lists the actions it skipped.
  public func receive(
    _ expectedAction: Action,
    timeout: Duration? = nil,
    assert update: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    await receiveAction(
      matching: { $0 == expectedAction }, expected: expectedAction, timeout: timeout,
      update: update,
      at: SourceSpot(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

extension TestStore {
  /// Expects the effects to have sent back an action `isMatching` accepts, for an action whose
  /// payload is not worth spelling out:
  ///
  /// ```swift
  /// await store.receive({ if case .loaded = $0 { true } else { false } }) { $0.isLoading = false }
  /// ```
  @_disfavoredOverload
  public func receive(
    _ isMatching: (_ action: Action) -> Bool,
    timeout: Duration? = nil,
    assert update: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    await receiveAction(
      matching: isMatching, expected: nil, timeout: timeout, update: update,
      at: SourceSpot(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// The same as `receive(_:timeout:assert:)` with a predicate, for a call that reads better
  /// with a label: `await store.receive(where: { … })`.
  public func receive(
    where isMatching: (_ action: Action) -> Bool,
    timeout: Duration? = nil,
    assert update: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    await receiveAction(
      matching: isMatching, expected: nil, timeout: timeout, update: update,
      at: SourceSpot(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  private func receiveAction(
    matching isMatching: (Action) -> Bool, expected: Action?, timeout: Duration?,
    update: ((inout State) throws -> Void)?, at spot: SourceSpot
  ) async {
    let duration = timeout ?? self.timeout
    let isExhaustive = exhaustivity == .on
    await wait(for: duration) {
      isExhaustive
        ? !received.isEmpty : received.contains(where: { isMatching($0.action) })
    }
    let candidates = received
    let index =
      isExhaustive ? candidates.indices.first : candidates.firstIndex { isMatching($0.action) }
    guard let index else {
      return fail(
        FailureText.nothingReceived(
          expecting: FailureText.expectation(expected), running: running.count,
          parked: hasParkedEffects, asleep: hasEffectsAsleepOnATestClock,
          stuck: runningEffectsAreStuck, timeout: seconds(duration),
          unmatched: candidates.map(\.action)), at: spot)
    }
    if index > 0 {
      noteSkipped(
        "\(FailureText.count(index, "received action")) skipped before this one:\n"
          + FailureText.list(candidates[..<index].map(\.action)), at: spot)
    }
    let next = received[index]
    if index > 0 { asserted = received[index - 1].state }
    received.removeFirst(index + 1)
    guard isMatching(next.action) else {
      asserted = next.state
      return fail(
        expected.map { FailureText.mismatch(expected: $0, received: next.action) }
          ?? FailureText.predicateMismatch(received: next.action), at: spot)
    }
    let subject = "receiving \(valueDump(next.action))"
    if next.isListed {
      // NB: a failure already moved the asserted state past this action (one mistake, one
      // failure): judge the closure by the action's own change, and stay where the steps are.
      let resume = asserted
      asserted = next.before
      assertState(update, actual: next.state, after: subject, at: spot)
      asserted = resume
    } else {
      assertState(update, actual: next.state, after: subject, at: spot)
    }
    await letEffectsRun()
  }

  /// `1.0 s`, as step 08's store writes a timeout.
  func seconds(_ duration: Duration) -> String {
    let (whole, fraction) = duration.components
    return "\(Double(whole) + Double(fraction) / 1e18) s"
  }
}
