import EffectKit
import Testing

@testable import EffectKitAsyncTesting

@MainActor
@Suite struct FinishAndSkipTests {
  @Test func finish_WaitsForEffectsToEnd() async {
    let gate = Gate()
    let store = TestStore(initialState: Tally()) { reducer(start: { [gated(gate)] }) }
    let reports = store.recordingReports()

    await store.send(.start)
    gate.close()
    await store.finish(timeout: .seconds(30))

    #expect(reports.reports.isEmpty)
  }

  @Test func finish_FailsWhenEffectsStillRunAfterTheTimeout() async {
    let gate = Gate()
    let store = TestStore(initialState: Tally()) { reducer(start: { [gated(gate)] }) }
    let reports = store.recordingReports()

    await store.send(.start)
    let line = #line + 1
    await store.finish(timeout: .milliseconds(50))
    gate.close()
    await store.finish(timeout: .seconds(30))

    #expect(reports.failures.map(\.line) == [UInt(line)])
    #expect(
      reports.failures.first?.message
        == "Expected every effect to finish, but 1 effect is still running after 0.05 s, "
        + "started by sending:\n  Step.start\n\nTo fix it, make the dependency complete, give "
        + "this step a longer `timeout:`, cancel the effect (`await task.cancel()`), or stop "
        + "tracking it (`await store.skipInFlightEffects()`).")
  }

  @Test func finish_SaysToAdvanceATestScheduler() async {
    let scheduler = TestScheduler()
    let store = TestStore(initialState: Tally()) {
      reducer(start: { [Effect(value: .tap).delay(for: 1, scheduler: scheduler)] })
    }
    let reports = store.recordingReports()
    store.timeout = .seconds(60)

    await store.send(.start)
    await store.finish()
    scheduler.advance(by: 1)
    await store.receive(.tap) { $0.count = 1 }

    #expect(reports.failures.count == 1)
    #expect(
      reports.failures.first?.message.hasPrefix(
        "Expected every effect to finish, but 1 effect is still running, started by sending")
        == true)
    #expect(reports.failures.first?.message.contains("advance the test scheduler") == true)
  }

  /// TCA's `TestStoreFailureTests.testReceivedActionBeforeFinish`.
  @Test func finish_FailsOnUnreceivedActionsFirst() async {
    let reports: Reports
    do {
      let store = TestStore(initialState: Tally()) { reducer() }
      reports = store.recordingReports()
      await store.send(.a) { $0.log = ["a"] }
      await store.finish()
    }

    // Listed once: the end of the test does not list them again.
    #expect(
      reports.failures.map(\.message) == [
        "3 received actions must be asserted with .receive before finishing:\n"
          + "  Step.b\n  Step.c\n  Step.b2\n\nTo fix, assert them with a receive step, skip them "
          + "with `await store.skipReceivedActions()`, or make the test non-exhaustive "
          + "(`store.exhaustivity = .off`)."
      ])
  }

  /// As TCA's `finish()`, which checks for received actions before it waits, then waits: an
  /// action an effect sends while the test reaches `finish()`, or while it waits, is left for
  /// the next `receive`, however fast the machine runs the effect.
  @Test func finish_LeavesAnActionSentWhileItsEffectRan_ForTheNextReceive() async {
    let store = TestStore(initialState: 0) { respondsAfterASleep }
    let reports = store.recordingReports()
    // NB: a loaded machine may take long to wake the effect; the verdict must not depend on it.
    store.timeout = .seconds(30)

    await store.send(.tap)
    await store.finish()
    await store.receive(.response(1)) { $0 = 1 }

    #expect(reports.reports.isEmpty, "\(reports.reports.map(\.message))")
  }

  /// The same, made certain: the send lets the effect run until it has sent. `finish()` leaves
  /// the action for the next `receive`, not for ever: in TCA it has arrived by the next
  /// `finish()`, which lists it.
  @Test func finish_LeavesAnActionSentWhileTheSendLetItsEffectRun_TheNextFinishListsIt() async {
    let store = TestStore(initialState: Tally()) {
      reducer(start: { [.run { send in await send(.response(1)) }] })
    }
    let reports = store.recordingReports()
    store.settleTime = .seconds(30)

    await store.send(.start)
    await store.finish()
    let line = #line + 1
    await store.finish()
    await store.receive(.response(1)) { $0.count = 1 }

    #expect(reports.failures.map(\.line) == [UInt(line)])
  }

  /// What arrived while an earlier step let the effects run has arrived before the last step,
  /// as in TCA: `finish()` lists it, as it lists anything a `receive` left.
  @Test func finish_ListsAnActionThatArrivedWhileAnEarlierStepLetItsEffectRun() async {
    let reports: Reports
    let line: UInt
    do {
      let store = TestStore(initialState: Tally()) {
        reducer(start: {
          [
            .run { send in
              await send(.response(1))
              await send(.response(2))
            }
          ]
        })
      }
      reports = store.recordingReports()
      // NB: the send lets the effect run until it has sent both.
      store.settleTime = .seconds(30)

      await store.send(.start)
      await store.receive(.response(1)) { $0.count = 1 }
      line = #line + 1
      await store.finish()
    }

    #expect(reports.failures.map(\.line) == [line])
  }

  /// Once the task's `finish()` has waited for the effect, what it sent has arrived, in TCA as
  /// here: the store's `finish()` lists it, whenever it came.
  @Test func finish_AfterTheTaskOfTheSendFinished_ListsWhatItsEffectSent() async {
    let store = TestStore(initialState: Tally()) {
      reducer(start: { [.run { send in await send(.response(1)) }] })
    }
    let reports = store.recordingReports()
    store.settleTime = .seconds(30)

    let task = await store.send(.start)
    await task.finish()
    let line = #line + 1
    await store.finish()
    await store.receive(.response(1)) { $0.count = 1 }

    #expect(reports.failures.map(\.line) == [UInt(line)])
  }

  @Test func skipReceivedActions_TakesThemAll_AndShowsThemAsSkipped() async {
    let store = TestStore(initialState: Tally()) { reducer() }
    let reports = store.recordingReports()

    await store.send(.a) { $0.log = ["a"] }
    let line = #line + 1
    await store.skipReceivedActions()

    #expect(reports.failures.isEmpty)
    #expect(
      reports.skipped == [
        .init(
          message: "3 received actions skipped:\n  Step.b\n  Step.c\n  Step.b2", line: UInt(line),
          isSkipped: true)
      ])
    #expect(store.state == Tally(log: ["a", "b", "c", "b2"]))
  }

  @Test func skipReceivedActions_WithNothingToSkip_FailsOnlyWhenStrict() async {
    let store = TestStore(initialState: Tally()) { reducer() }
    let reports = store.recordingReports()

    await store.skipReceivedActions(strict: false)
    await store.skipReceivedActions()

    #expect(reports.failures.map(\.message) == ["There were no received actions to skip."])
  }

  @Test func skipInFlightEffects_StopsTrackingThem_AndShowsThemAsSkipped() async {
    let (cancelled, cancelledNow) = AsyncStream<Void>.makeStream()
    let reports: Reports
    do {
      let store = TestStore(initialState: Tally()) {
        reducer(start: { [gated(Gate(), onCancel: { cancelledNow.yield() })] })
      }
      reports = store.recordingReports()

      await store.send(.start)
      await store.skipInFlightEffects()
      await store.skipInFlightEffects(strict: false)
      await store.skipInFlightEffects()
    }

    // The end of the test cancels the effect it no longer tracks, without a failure.
    var iterator = cancelled.makeAsyncIterator()
    #expect(await iterator.next() != nil)
    #expect(
      reports.skipped.map(\.message) == [
        "1 in-flight effect no longer tracked (still running: what it sends can be received), "
          + "started by sending:\n  Step.start"
      ])
    #expect(reports.failures.map(\.message) == ["There were no in-flight effects to skip."])
  }

  @Test func off_SkipsSilently() async {
    let store = TestStore(initialState: Tally()) {
      reducer(start: { [gated(Gate())] })
    }
    let reports = store.recordingReports()
    store.exhaustivity = .off

    await store.send(.a)
    await store.skipReceivedActions()
    await store.send(.start)
    await store.skipInFlightEffects()

    #expect(reports.reports.isEmpty)
  }
}

/// `.tap` starts an effect that sleeps 100 ms, then sends `.response(1)`; `.response(n)` sets
/// the count to `n`.
private func respondsAfterASleep(count: inout Int, action: Step) -> [Effect<Step>] {
  switch action {
  case .tap:
    return [
      .run { send in
        try await Task.sleep(for: .milliseconds(100))
        await send(.response(1))
      }
    ]
  case let .response(value):
    count = value
    return []
  default:
    return []
  }
}
