import EffectKit
import Testing

@testable import EffectKitAsyncTesting

/// Every step first looks at what the effects delivered since the last one: an action that
/// arrived between two steps counts at the very next one.
@MainActor
@Suite struct DeliveryTests {
  @Test func send_SeesAnActionThatArrivedBeforeIt() async {
    let (gate, sent) = (Gate(), Signal())
    let store = TestStore(initialState: Tally()) {
      reducer(start: { [sendsOnce(gate, then: sent)] })
    }
    let reports = store.recordingReports()

    await store.send(.start)
    gate.open(with: 5)
    await sent.wait()
    await store.send(.noop)

    #expect(
      reports.failures.map(\.message) == [
        "1 received action must be asserted with .receive before sending Step.noop:\n"
          + "  Step.response(5)"
      ])
  }

  @Test func finish_SeesAnActionThatArrivedBeforeIt_AndReportsItOnce() async {
    let (gate, sent) = (Gate(), Signal())
    let reports: Reports
    do {
      let store = TestStore(initialState: Tally()) {
        reducer(start: { [sendsOnce(gate, then: sent)] })
      }
      reports = store.recordingReports()
      await store.send(.start)
      gate.open(with: 5)
      await sent.wait()
      await store.finish(timeout: .seconds(30))
    }

    #expect(
      reports.failures.map(\.message) == [
        "1 received action must be asserted with .receive before finishing:\n  Step.response(5)"
          + "\n\nTo fix, assert it with a receive step, skip it with "
          + "`await store.skipReceivedActions()`, or make the test non-exhaustive "
          + "(`store.exhaustivity = .off`)."
      ])
  }

  @Test func skipReceivedActions_SeesAnActionThatArrivedBeforeIt() async {
    let (gate, sent) = (Gate(), Signal())
    let store = TestStore(initialState: Tally()) {
      reducer(start: { [sendsOnce(gate, then: sent)] })
    }
    let reports = store.recordingReports()

    await store.send(.start)
    gate.open(with: 5)
    await sent.wait()
    await store.skipReceivedActions()

    #expect(reports.failures.isEmpty)
    #expect(reports.skipped.map(\.message) == ["1 received action skipped:\n  Step.response(5)"])
    #expect(store.state == Tally(count: 5))
  }

  @Test func skipInFlightEffects_SeesAnEffectThatFinishedBeforeIt() async {
    let (go, finished) = (Signal(), Signal())
    let store = TestStore(initialState: Tally()) {
      reducer(start: { [finishesInTheBackground(when: go, then: finished)] })
    }
    let reports = store.recordingReports()

    await store.send(.start)
    // The effect finishes after the send, and before the skip looks.
    go.fire()
    await finished.wait()
    await store.skipInFlightEffects()

    #expect(reports.failures.map(\.message) == ["There were no in-flight effects to skip."])
  }

  @Test func cancel_KeepsWhatTheEffectSentBeforeIt() async {
    let (gate, sent) = (Gate(), Signal())
    let store = TestStore(initialState: Tally()) {
      reducer(start: { [sendsOnce(gate, then: sent)] })
    }
    let reports = store.recordingReports()

    let task = await store.send(.start)
    gate.open(with: 5)
    await sent.wait()
    await task.cancel()
    await store.receive(.response(5)) { $0.count = 5 }

    #expect(reports.reports.isEmpty)
  }

  @Test func off_ReceiveWaitsForTheMatch_WhileOtherActionsArrive() async {
    // `.start` sends `.response(1)`, whose own effect then sends `.response(2)`.
    let store = TestStore(initialState: Tally()) {
      countingResponses { action in
        switch action {
        case .start: [.run { send in await send(.response(1)) }]
        case .response(1): [.run { send in await send(.response(2)) }]
        default: nil
        }
      }
    }
    let reports = store.recordingReports()
    store.exhaustivity = .off

    await store.send(.start)
    await store.receive(.response(2), timeout: .seconds(30)) { $0.count = 2 }

    #expect(reports.reports.isEmpty)
  }

  @Test func off_ReceiveWaitsForTheEffectOfAnActionATestSchedulerDelivered() async {
    let scheduler = TestScheduler()
    // `.start` parks `.a`, and an empty effect, on the scheduler; `.a` starts an effect that
    // sends `.response(7)`.
    let store = TestStore(initialState: Tally()) {
      countingResponses { action in
        switch action {
        case .start:
          [
            .merge(
              Effect(value: .a).delay(for: 1, scheduler: scheduler),
              Effect.empty().delay(for: 2, scheduler: scheduler))
          ]
        case .a: [.run { send in await send(.response(7)) }]
        default: nil
        }
      }
    }
    let reports = store.recordingReports()
    store.exhaustivity = .off

    await store.send(.start)
    scheduler.advance(by: 1)
    // The effect on the scheduler waits there still; the one `.a` starts does not.
    await store.receive(.response(7), timeout: .seconds(30)) { $0.count = 7 }
    scheduler.advance(by: 1)

    #expect(reports.reports.isEmpty)
  }

  @Test func showSkippedAssertions_ASkipOfOne_IsShown_AndMovesTheAssertedStateOn() async {
    let store = TestStore(initialState: Tally()) { reducer() }
    let reports = store.recordingReports()
    store.exhaustivity = .off(showSkippedAssertions: true)

    await store.send(.a) { $0.log = ["a"] }
    await store.receive(.c)
    await store.skipReceivedActions()

    let skipped = reports.skipped.map(\.message)
    #expect(skipped.first == "1 received action skipped before this one:\n  Step.b")
    // The receive's change is judged from the state the skipped `.b` left.
    #expect(skipped.dropFirst().first?.contains("−   log: [\"a\", \"b\"]") == true)
    #expect(skipped.dropFirst().first?.contains("+   log: [\"a\", \"b\", \"c\"]") == true)
  }
}

/// A reducer that returns `effects(action)` where it gives some, and otherwise sets the count
/// to a response's value.
private func countingResponses(_ effects: @escaping (Step) -> [Effect<Step>]?) -> Reducer<
  Tally, Step
> {
  { state, action in
    if let effects = effects(action) { return effects }
    if case let .response(value) = action { state.count = value }
    return []
  }
}
