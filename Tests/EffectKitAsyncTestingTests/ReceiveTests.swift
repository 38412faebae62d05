import EffectKit
import Testing

@testable import EffectKitAsyncTesting

@MainActor
@Suite struct ReceiveTests {
  @Test func receive_WaitsForAnEffectThatSendsLater() async {
    let gate = Gate()
    let store = TestStore(initialState: Tally()) { reducer(start: { [gated(gate)] }) }
    let reports = store.recordingReports()

    await store.send(.start)
    gate.open(with: 7)
    await store.receive(.response(7), timeout: .seconds(30)) { $0.count = 7 }
    gate.close()
    await store.finish(timeout: .seconds(30))

    #expect(reports.reports.isEmpty)
  }

  @Test func nothingReceived_AndNoEffectRunning_FailsAtOnce() async {
    let store = TestStore(initialState: Tally()) { reducer() }
    let reports = store.recordingReports()

    await store.send(.noop)
    let line = #line + 1
    await store.receive(.b)

    #expect(
      reports.failures == [
        .init(
          message: "Expected to receive Step.b, but no action was received, and no effect is "
            + "still running to send one.", line: UInt(line), isSkipped: false)
      ])
  }

  @Test func nothingReceived_WhileAnEffectRuns_FailsAfterTheTimeout() async {
    let gate = Gate()
    let store = TestStore(initialState: Tally()) { reducer(start: { [gated(gate)] }) }
    let reports = store.recordingReports()

    let task = await store.send(.start)
    await store.receive(.b, timeout: .milliseconds(50))
    await task.cancel()

    #expect(
      reports.failures.map(\.message) == [
        "Expected to receive Step.b, but nothing arrived within 0.05 s while 1 effect kept running."
      ])
  }

  @Test func nothingReceived_FromAnEffectParkedOnATestScheduler_SaysToAdvanceIt() async {
    let scheduler = TestScheduler()
    let store = TestStore(initialState: Tally()) {
      reducer(start: { [Effect(value: .response(1)).delay(for: 1, scheduler: scheduler)] })
    }
    let reports = store.recordingReports()

    await store.send(.start)
    // NB: the default timeout is never waited out: virtual time moves only when the test says.
    store.timeout = .seconds(60)
    await store.receive(.response(1))
    scheduler.advance(by: 1)
    await store.receive(.response(1)) { $0.count = 1 }

    #expect(
      reports.failures.map(\.message) == [
        "Expected to receive Step.response(1), but nothing arrived while 1 effect waited on a "
          + "test scheduler. Advance the test scheduler (`scheduler.advance(by:)`) before this "
          + "step."
      ])
  }

  @Test func nothingReceived_FromAnEffectThatNeverEnds_FailsAtOnce() async {
    let store = TestStore(initialState: Tally()) {
      reducer(start: { [.empty(completeImmediately: false)] })
    }
    let reports = store.recordingReports()
    store.timeout = .seconds(60)

    await store.send(.start)
    await store.receive(.b)
    await store.skipInFlightEffects()

    #expect(
      reports.failures.map(\.message) == [
        "Expected to receive Step.b, but nothing arrived, and the effect still running never ends."
      ])
  }

  @Test func anotherAction_FailsWithADiff() async {
    let store = TestStore(initialState: Tally()) {
      reducer(start: { [Effect(value: .response(1))] })
    }
    let reports = store.recordingReports()

    await store.send(.start)
    let line = #line + 1
    await store.receive(.response(2)) { $0.count = 2 }

    #expect(reports.failures.map(\.line) == [UInt(line)])
    let message = reports.failures.first?.message ?? ""
    #expect(message.hasPrefix("Received an action other than the one this step expects:"))
    #expect(message.contains("− Step.response(2)"))
    #expect(message.contains("+ Step.response(1)"))
    // The action is taken all the same: nothing is left over.
    #expect(store.state == Tally(count: 1))
  }

  /// As in TCA, and as for `send`: a closure that changes nothing, on a received action that
  /// changed the state, fails with the diff.
  @Test func aClosureThatChangesNothing_WhenTheActionChangedTheState_FailsWithTheDiff() async {
    let store = TestStore(initialState: Tally()) {
      reducer(start: { [Effect(value: .response(1))] })
    }
    let reports = store.recordingReports()

    await store.send(.start)
    let line = #line + 1
    await store.receive(.response(1)) { $0.count = 0 }

    #expect(reports.failures.map(\.line) == [UInt(line)])
    #expect(
      reports.failures.map(\.message) == [
        "The state after receiving Step.response(1) is not the state the step expects:\n\n"
          + "  Tally(\n−   count: 0,\n+   count: 1,\n    log: []\n  )\n\n(Expected: −, Actual: +)"
      ])
  }

  @Test func aPredicate_TakesTheActionItAccepts_AndFailsOnAnother() async {
    let store = TestStore(initialState: Tally()) { reducer() }
    let reports = store.recordingReports()

    await store.send(.a) { $0.log = ["a"] }
    await store.receive({ $0 == .b }, assert: { $0.log.append("b") })
    await store.receive(where: { $0 == .c }, assert: { $0.log.append("c") })
    await store.receive(where: { $0 == .c })

    #expect(
      reports.failures.map(\.message) == [
        "Received an action that does not match this step's predicate:\n\n  Step.b2"
      ])
  }

  @Test func aPredicateThatFindsNothing_SaysSo() async {
    let store = TestStore(initialState: Tally()) { reducer() }
    let reports = store.recordingReports()

    await store.send(.noop)
    await store.receive({ _ in true })

    #expect(
      reports.failures.map(\.message) == [
        "Expected to receive an action matching the step's predicate, but no action was "
          + "received, and no effect is still running to send one."
      ])
  }
}
