import EffectKit
import Foundation
import Testing

@testable import EffectKitAsyncTesting

/// What the store reports when it goes away at the end of a test.
@MainActor
@Suite struct EndOfTestTests {
  /// TCA's `TestStoreFailureTests.testReceivedActionAfterDeinit`: reported where the store was
  /// created, naming the actions, with the fix.
  @Test func unreceivedActions_FailAtTheLineThatCreatedTheStore() async {
    let reports: Reports
    let line: Int
    do {
      line = #line + 1
      let store = TestStore(initialState: Tally()) { reducer() }
      reports = store.recordingReports()
      await store.send(.a) { $0.log = ["a"] }
      await store.receive(.b) { $0.log.append("b") }
    }

    #expect(
      reports.failures == [
        .init(
          message: "The test ended with 2 received actions that no step asserted:\n"
            + "  Step.c\n  Step.b2\n\nTo fix, assert them with a receive step, skip them with "
            + "`await store.skipReceivedActions()`, or make the test non-exhaustive "
            + "(`store.exhaustivity = .off`).",
          line: UInt(line), isSkipped: false)
      ])
  }

  /// TCA's `TestStoreFailureTests.testEffectInFlightAfterDeinit`: reported at the send that
  /// started the effect, naming its action, with the fix.
  @Test func runningEffects_FailAtTheSendThatStartedThem_AndAreCancelled() async {
    let (cancelled, cancelledNow) = AsyncStream<Void>.makeStream()
    let reports: Reports
    let line: Int
    do {
      let store = TestStore(initialState: Tally()) {
        reducer(start: { [gated(Gate(), onCancel: { cancelledNow.yield() })] })
      }
      reports = store.recordingReports()
      store.timeout = .milliseconds(50)
      line = #line + 1
      await store.send(.start)
    }

    var iterator = cancelled.makeAsyncIterator()
    #expect(await iterator.next() != nil)
    #expect(reports.failures.map(\.line) == [UInt(line)])
    #expect(
      reports.failures.first?.message
        == "1 effect started by this step is still running at the end of the test. Every "
        + "effect must finish before a test ends. Started by sending:\n  Step.start\n\nTo fix, "
        + "end the test with `await store.finish()`, which waits for an effect that takes a "
        + "moment, make the dependency complete, cancel the task `send` returned "
        + "(`await task.cancel()`), or stop tracking it with `await store.skipInFlightEffects()`.")
  }

  /// TCA's store reports an effect still in flight when the test ends. This one first lets the
  /// effects run a moment, as after every step, but never waits out the timeout: a test that
  /// must wait for an effect that takes longer ends with `finish()`.
  @Test func anEffectStillRunning_FailsTheEndAfterAMoment_NotAfterTheTimeout() async {
    let clock = ContinuousClock()
    let reports: Reports
    let lastStep: ContinuousClock.Instant
    do {
      let store = TestStore(initialState: Tally()) { reducer(start: { [gated(Gate())] }) }
      reports = store.recordingReports()
      store.timeout = .seconds(60)
      await store.send(.start)
      lastStep = clock.now
    }

    #expect(clock.now - lastStep < .seconds(30), "the end of the test waited out the timeout")
    #expect(
      reports.failures.map {
        $0.message.hasPrefix("1 effect started by this step is still running")
      }
        == [true])
  }

  @Test func anEffectOnItsWayOut_IsWaitedFor() async {
    let reports: Reports
    do {
      let store = TestStore(initialState: Tally()) {
        reducer(start: { [.run { send in await send(.tap) }] })
      }
      reports = store.recordingReports()
      await store.send(.start)
      await store.receive(.tap, timeout: .seconds(30)) { $0.count = 1 }
      // The effect has sent its last action; it ends a moment later, which the end of the test
      // waits for (here as long as it takes, so that a loaded machine cannot fail the test).
      store.settleTime = .seconds(30)
    }

    #expect(reports.reports.isEmpty)
  }

  @Test(arguments: [
    (Exhaustivity.off(showSkippedAssertions: true), 2), (Exhaustivity.off, 0),
  ])
  func off_LeftoversAreSkipped(exhaustivity: Exhaustivity, shown: Int) async {
    let reports: Reports
    do {
      let store = TestStore(initialState: Tally()) {
        reducer(start: { [Effect(value: .tap), gated(Gate())] })
      }
      reports = store.recordingReports()
      store.exhaustivity = exhaustivity
      store.timeout = .milliseconds(50)
      await store.send(.start)
    }

    #expect(reports.failures.isEmpty)
    #expect(reports.skipped.count == shown)
  }
}

/// More of the end of a test: what arrives late, and several effects at once.
@MainActor
@Suite struct EndOfTestLeftoversTests {
  @Test func actionsSentAtOnce_AreAllReduced_AndListed() async {
    let reports: Reports
    do {
      let store = TestStore(initialState: Tally()) { reducer() }
      reports = store.recordingReports()
      await store.send(.a) { $0.log = ["a"] }
    }

    #expect(
      reports.failures.map(\.message) == [
        "The test ended with 3 received actions that no step asserted:\n"
          + "  Step.b\n  Step.c\n  Step.b2\n\nTo fix, assert them with a receive step, skip them with "
          + "`await store.skipReceivedActions()`, or make the test non-exhaustive "
          + "(`store.exhaustivity = .off`)."
      ])
  }

  @Test func anActionThatArrivesAfterTheLastStep_IsListed() async {
    let reports = await reportsOfATestThatSendsStart { gate in
      [sendingInTheBackground([.response(5)], after: gate)]
    }

    #expect(
      reports.failures.map(\.message) == [
        "The test ended with 1 received action that no step asserted:\n  Step.response(5)"
          + "\n\nTo fix, assert it with a receive step, skip it with "
          + "`await store.skipReceivedActions()`, or make the test non-exhaustive "
          + "(`store.exhaustivity = .off`)."
      ])
  }

  @Test func actionsThatArriveAfterTheLastStep_AreListedAfterTheEarlierOnes_InTheOrderSent() async {
    let reports = await reportsOfATestThatSendsStart { gate in
      [Effect(value: .tap), sendingInTheBackground([.response(5), .response(6)], after: gate)]
    }

    #expect(
      reports.failures.map(\.message) == [
        "The test ended with 3 received actions that no step asserted:\n  Step.tap\n"
          + "  Step.response(5)\n  Step.response(6)\n\nTo fix, assert them with a receive step, "
          + "skip them with `await store.skipReceivedActions()`, or make the test non-exhaustive "
          + "(`store.exhaustivity = .off`)."
      ])
  }

  @Test func anEffectThatEndsAfterTheLastStep_IsWaitedFor() async {
    let gate = Gate()
    let reports: Reports
    do {
      let store = TestStore(initialState: Tally()) {
        reducer(start: { [tapsThenWaits(for: gate)] })
      }
      reports = store.recordingReports()
      await store.send(.start)
      await store.receive(.tap, timeout: .seconds(30)) { $0.count = 1 }
      // NB: the end of the test lets the effects run as long as they need, on a loaded machine.
      store.settleTime = .seconds(30)
      gate.close()
    }

    #expect(reports.reports.isEmpty)
  }

  @Test func effectsOfSeveralSteps_FailEachAtItsOwnStep_InOrder() async {
    let reports: Reports
    let (first, second): (Int, Int)
    do {
      let store = TestStore(initialState: Tally()) { twoGates(Gate(), Gate()) }
      reports = store.recordingReports()
      store.timeout = .milliseconds(50)
      first = #line + 1
      await store.send(.a)
      second = #line + 1
      await store.send(.b)
    }

    #expect(reports.failures.map(\.line) == [UInt(first), UInt(second)])
    #expect(
      reports.failures.allSatisfy {
        $0.message.hasPrefix("1 effect started by this step is still running")
      })
  }

  /// A step is known by its file, line and column together: effects started on one line of two
  /// files, or at two columns of one line, fail each at its own step.
  @Test func effectsOfStepsOnTheSameLine_FailEachAtItsOwnStep() async {
    let reports: Reports
    do {
      let store = TestStore(initialState: Tally()) { reducer(start: { [gated(Gate())] }) }
      reports = store.recordingReports()
      await store.send(.start, fileID: "App/One.swift", file: "/App/One.swift", line: 7, column: 5)
      await store.send(.start, fileID: "App/Two.swift", file: "/App/Two.swift", line: 7, column: 5)
      await store.send(.start, fileID: "App/Two.swift", file: "/App/Two.swift", line: 7, column: 9)
    }

    #expect(reports.places == ["App/One.swift:7", "App/Two.swift:7", "App/Two.swift:7"])
    #expect(
      reports.failures.allSatisfy {
        $0.message.hasPrefix("1 effect started by this step is still running")
      })
  }

  @Test func finish_ListsTheStillRunningEffectsOldestFirst() async {
    let store = TestStore(initialState: Tally()) { twoGates(Gate(), Gate()) }
    let reports = store.recordingReports()

    await store.send(.b)
    await store.send(.a)
    await store.finish(timeout: .milliseconds(50))
    await store.skipInFlightEffects()

    #expect(
      reports.failures.first?.message.hasPrefix(
        "Expected every effect to finish, but 2 effects are still running after 0.05 s, "
          + "started by sending:\n  Step.b\n  Step.a\n") == true)
  }

  @Test func finish_OneEffectParkedOnATestScheduler_SaysToAdvanceIt() async {
    let scheduler = TestScheduler()
    let store = TestStore(initialState: Tally()) {
      // NB: a delayed empty effect leaves exactly one piece of work on the scheduler.
      reducer(start: { [Effect<Step>.empty().delay(for: 1, scheduler: scheduler)] })
    }
    let reports = store.recordingReports()
    store.timeout = .seconds(60)

    await store.send(.start)
    await store.finish()
    scheduler.advance(by: 1)
    await store.finish()

    #expect(reports.failures.count == 1)
    #expect(reports.failures.first?.message.contains("advance the test scheduler") == true)
  }

  @Test func theDefaults_AreTCAs() async {
    let store = TestStore(initialState: Tally()) { reducer() }

    #expect(store.timeout == .seconds(1))
    #expect(store.exhaustivity == .on)
  }
}

/// An effect that sends `actions` from a background queue once `gate` is signalled, which the
/// end of a test does not hold up.
private func sendingInTheBackground(_ actions: [Step], after gate: DispatchSemaphore)
  -> Effect<Step>
{
  Effect { observer in
    DispatchQueue.global().async {
      gate.wait()
      actions.forEach(observer.send)
      observer.finish()
    }
    return Cancellable()
  }
}

/// What a test reports whose one step sends `.start`, which starts `effects`; the gate they are
/// given opens after that step, and the test ends.
@MainActor private func reportsOfATestThatSendsStart(
  _ effects: @escaping @Sendable (DispatchSemaphore) -> [Effect<Step>]
) async -> Reports {
  let gate = DispatchSemaphore(value: 0)
  let store = TestStore(initialState: Tally()) { reducer(start: { effects(gate) }) }
  let reports = store.recordingReports()
  await store.send(.start)
  // NB: the end of the test lets the effects run as long as they need, on a loaded machine.
  store.settleTime = .seconds(30)
  gate.signal()
  return reports
}
