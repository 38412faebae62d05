import EffectKit
import Testing

@testable import EffectKitAsyncTesting

/// A test store with effects that sleep on a test clock: what it receives after each advance,
/// what it says when the clock is not advanced, and whose effects a cancellation id reaches.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct TestClockStoreTests {
  private struct TimerID: Hashable, Sendable {}

  /// A timer that sends `.tap` every second until it is cancelled.
  private func timer(on clock: TestClock) -> Effect<Step> {
    .run { send in
      while true {
        try await clock.sleep(for: .seconds(1))
        await send(.tap)
      }
    }
  }

  @Test func aTimer_SendsOneTickPerSecondAdvanced_AndNothingEarly() async {
    let clock = TestClock()
    let store = TestStore(initialState: Tally()) { reducer(start: { [timer(on: clock)] }) }
    let reports = store.recordingReports()
    // NB: nothing here waits for real time: a receive that had to wait would fail at once.
    store.timeout = .zero

    let task = await store.send(.start)
    await clock.advance(by: .milliseconds(999))
    await clock.advance(by: .milliseconds(1))
    await store.receive(.tap) { $0.count = 1 }
    // Two seconds in one go: the timer slept again after its first tick, and ticked again.
    await clock.advance(by: .seconds(2))
    await store.receive(.tap) { $0.count = 2 }
    await store.receive(.tap) { $0.count = 3 }
    await task.cancel()

    #expect(reports.reports.isEmpty, "\(reports.reports.map(\.message))")
  }

  @Test func advance_WaitsForTheEffectsThatAWokenEffectStarted() async {
    let clock = TestClock()
    let sleepThenSend = { (duration: Duration, action: Step) -> Effect<Step> in
      .run { send in
        try await clock.sleep(for: duration)
        await send(action)
      }
    }
    let store = TestStore(initialState: Tally()) {
      { (state: inout Tally, action: Step) -> [Effect<Step>] in
        state.log.append("\(action)")
        switch action {
        case .start:
          return [sleepThenSend(.seconds(1), .a), sleepThenSend(.milliseconds(1_600), .c)]
        // NB: started at 1 s by the first effect's action, this one is due at 1.5 s.
        case .a: return [sleepThenSend(.milliseconds(500), .b)]
        default: return []
        }
      }
    }
    let reports = store.recordingReports()
    store.timeout = .zero

    await store.send(.start) { $0.log = ["start"] }
    await clock.advance(by: .seconds(2))
    // The effect `.a` started slept before the clock looked past 1 s: `.b` comes before `.c`.
    await store.receive(.a) { $0.log.append("a") }
    await store.receive(.b) { $0.log.append("b") }
    await store.receive(.c) { $0.log.append("c") }

    #expect(reports.reports.isEmpty, "\(reports.reports.map(\.message))")
  }

  @Test func advance_ReturnsOnceTheEffectItWokeHasFinished() async {
    let clock = TestClock()
    let store = TestStore(initialState: Tally()) {
      reducer(start: {
        [
          .run { send in
            try await clock.sleep(for: .seconds(1))
            await send(.response(7))
          }
        ]
      })
    }
    let reports = store.recordingReports()
    store.timeout = .zero

    await store.send(.start)
    await clock.advance(by: .seconds(1))
    await store.receive(.response(7)) { $0.count = 7 }
    // Nothing is left to wait for: the effect finished before advance returned.
    await store.finish()

    #expect(reports.reports.isEmpty, "\(reports.reports.map(\.message))")
  }

  @Test func receive_WhileTheEffectSleepsOnATestClock_FailsAtOnce_SayingToAdvanceIt() async {
    let clock = TestClock()
    let store = TestStore(initialState: Tally()) { reducer(start: { [timer(on: clock)] }) }
    let reports = store.recordingReports()
    // NB: the default timeout is never waited out: the clock moves only when the test says.
    store.timeout = .seconds(60)

    let task = await store.send(.start)
    await store.receive(.tap)
    await task.cancel()

    #expect(
      reports.failures.map(\.message) == [
        "Expected to receive Step.tap, but nothing arrived while 1 effect waited on a test clock. "
          + "Advance the test clock (`clock.advance(by:)`) before this step."
      ])
  }

  @Test func finish_WithATimerAsleep_FailsAtOnce_SayingToAdvanceOrCancel() async {
    let clock = TestClock()
    let store = TestStore(initialState: Tally()) { reducer(start: { [timer(on: clock)] }) }
    let reports = store.recordingReports()
    store.timeout = .seconds(60)

    let task = await store.send(.start)
    await store.finish()
    await task.cancel()

    #expect(
      reports.failures.map(\.message) == [
        "Expected every effect to finish, but 1 effect is still running, started by sending:\n"
          + "  Step.start\n\nTo fix it, advance the test clock (`clock.advance(by:)` or "
          + "`clock.run()`) until the sleeps on it are over, or cancel the effect: a timer is "
          + "only over once it is cancelled."
      ])
  }

  @Test func theEndOfTheTest_WithATimerStillAsleep_SaysToCancelIt() async {
    let clock = TestClock()
    let reports: Reports
    do {
      let store = TestStore(initialState: Tally()) { reducer(start: { [timer(on: clock)] }) }
      reports = store.recordingReports()
      await store.send(.start)
    }

    #expect(
      reports.failures.map(\.message) == [
        "1 effect started by this step is still running at the end of the test. Every effect "
          + "must finish before a test ends. Started by sending:\n  Step.start\n\nTo fix, "
          + "advance the test clock (`clock.advance(by:)` or `clock.run()`) until the sleeps on "
          + "it are over, or cancel the effect: a timer is only over once it is cancelled."
      ])
  }

  @Test func aCancellationID_ReachesTheEffectsOfItsOwnStoreOnly() async {
    let clock = TestClock()
    let cancellableTimer = { [self] in timer(on: clock).cancellable(id: TimerID()) }
    let stopping = TestStore(initialState: Tally()) {
      { (_: inout Tally, action: Step) -> [Effect<Step>] in
        action == .start ? [cancellableTimer()] : [.cancel(id: TimerID())]
      }
    }
    let running = TestStore(initialState: Tally()) { reducer(start: { [cancellableTimer()] }) }
    let reports = running.recordingReports()
    running.timeout = .zero

    await stopping.send(.start)
    await running.send(.start)
    // The other store cancels its own timer under the same id, as a test beside this one might.
    await stopping.send(.noop)
    await clock.advance(by: .seconds(1))
    await running.receive(.tap) { $0.count = 1 }
    await running.send(.noop)
    await running.skipInFlightEffects()

    #expect(reports.failures.isEmpty, "\(reports.failures.map(\.message))")
  }
}
