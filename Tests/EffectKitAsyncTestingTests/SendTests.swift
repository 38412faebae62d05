import EffectKit
import Testing

@testable import EffectKitAsyncTesting

@MainActor
@Suite struct SendTests {
  @Test func send_ChecksTheStateItsClosureDescribes() async {
    let store = TestStore(initialState: Tally()) { reducer() }
    let reports = store.recordingReports()

    await store.send(.tap) { $0.count = 1 }

    #expect(reports.reports.isEmpty)
    #expect(store.state == Tally(count: 1))
  }

  @Test func aWrongState_FailsWithADiff() async {
    let store = TestStore(initialState: Tally()) { reducer() }
    let reports = store.recordingReports()

    let line = #line + 1
    await store.send(.tap) { $0.count = 2 }

    #expect(reports.failures.map(\.line) == [UInt(line)])
    let message = reports.failures.first?.message ?? ""
    #expect(message.hasPrefix("The state after sending Step.tap is not the state the step expects"))
    #expect(message.contains("−   count: 2"))
    #expect(message.contains("+   count: 1"))
  }

  @Test func aChangeWithoutAClosure_Fails() async {
    let store = TestStore(initialState: Tally()) { reducer() }
    let reports = store.recordingReports()

    await store.send(.tap)

    #expect(
      reports.failures.first?.message.hasPrefix(
        "The state changed after sending Step.tap, but the step expects no change") == true)
    #expect(reports.failures.first?.message.contains("+   count: 1") == true)
  }

  @Test func aClosureThatChangesNothing_FailsWhenNothingChanged() async {
    let store = TestStore(initialState: Tally()) { reducer() }
    let reports = store.recordingReports()

    await store.send(.noop) { $0.count = 0 }

    #expect(
      reports.failures.map(\.message) == [
        "The closure of this step changes nothing, and the state did not change after sending "
          + "Step.noop either. Leave the closure off a step that changes no state."
      ])
  }

  /// As in TCA, a closure is first held to the state the step produced: one that changes
  /// nothing, on a step that changed the state, fails with the diff like any wrong closure.
  @Test func aClosureThatChangesNothing_WhenTheStateChanged_FailsWithTheDiff() async {
    let store = TestStore(initialState: Tally()) { reducer() }
    let reports = store.recordingReports()

    let line = #line + 1
    await store.send(.tap) { $0.count = 0 }

    #expect(reports.failures.map(\.line) == [UInt(line)])
    #expect(
      reports.failures.map(\.message) == [
        "The state after sending Step.tap is not the state the step expects:\n\n"
          + "  Tally(\n−   count: 0,\n+   count: 1,\n    log: []\n  )\n\n(Expected: −, Actual: +)"
      ])
  }

  @Test func aClosureThatThrows_Fails() async {
    struct Oops: Error {}
    let store = TestStore(initialState: Tally()) { reducer() }
    let reports = store.recordingReports()

    await store.send(.tap) { _ in throw Oops() }

    #expect(reports.failures.map(\.message) == ["The closure of this step threw an error: Oops()"])
  }

  /// As in TCA, whose `send` checks the state before it yields to the effects: what they report
  /// comes after the step's own failure.
  @Test func send_ChecksItsStateBeforeItsEffectsRun() async {
    struct Boom: Error {}
    let store = TestStore(initialState: Tally()) {
      reducer(start: { [.run { _ in throw Boom() }] })
    }
    let reports = store.recordingReports()
    // NB: the send lets the effect run until it has thrown, however long that takes.
    store.settleTime = .seconds(30)

    await store.send(.start) { $0.count = 1 }

    let messages = reports.failures.map(\.message)
    #expect(messages.count == 2, "\(messages)")
    #expect(
      messages.first?.hasPrefix(
        "The state after sending Step.start is not the state the step expects") == true)
    #expect(messages.last?.contains("threw Boom(), and nothing caught it") == true)
  }

  @Test func unreceivedActions_FailTheNextSendOnce_AndCanStillBeReceived() async {
    let store = TestStore(initialState: Tally()) { reducer() }
    let reports = store.recordingReports()

    await store.send(.a) { $0.log = ["a"] }
    let line = #line + 1
    await store.send(.noop)
    await store.send(.noop)

    #expect(reports.failures.map(\.line) == [UInt(line)])
    #expect(
      reports.failures.first?.message
        == "3 received actions must be asserted with .receive before sending Step.noop:\n"
        + "  Step.b\n  Step.c\n  Step.b2")
    // They stay queued; each step states the whole log, which the failed send moved on.
    await store.receive(.b) { $0.log = ["a", "b"] }
    await store.receive(.c) { $0.log = ["a", "b", "c"] }
    await store.receive(.b2) { $0.log = ["a", "b", "c", "b2"] }
    #expect(reports.failures.count == 1)
  }

  @Test func actionsSentWhileReducing_AreReducedInTCAsOrder() async {
    let store = TestStore(initialState: Tally()) { reducer() }
    let reports = store.recordingReports()

    await store.send(.a) { $0.log = ["a"] }
    // `.a` returns [b, c]; `.b` returns [b2]: b, c, then b2.
    await store.receive(.b) { $0.log = ["a", "b"] }
    await store.receive(.c) { $0.log = ["a", "b", "c"] }
    await store.receive(.b2) { $0.log = ["a", "b", "c", "b2"] }

    #expect(reports.reports.isEmpty)
  }

  @Test func state_IsTheStateTheStepsAsserted() async {
    let store = TestStore(initialState: Tally()) { reducer() }

    await store.send(.a) { $0.log = ["a"] }
    // `.b`, `.c` and `.b2` are reduced already, but no step took them yet.
    #expect(store.state == Tally(log: ["a"]))
    await store.receive(.b) { $0.log.append("b") }
    #expect(store.state == Tally(log: ["a", "b"]))
    await store.skipReceivedActions()
  }

  @Test func assert_ChecksTheAssertedState() async {
    struct Oops: Error {}
    let store = TestStore(initialState: Tally(count: 3)) { reducer() }
    let reports = store.recordingReports()

    store.assert { $0.count = 3 }
    let line = #line + 1
    store.assert { $0.count = 4 }
    store.assert { _ in throw Oops() }

    #expect(reports.failures.map(\.line).first == UInt(line))
    #expect(
      reports.failures.first?.message.hasPrefix(
        "The state after the steps so far is not the state the step expects") == true)
    #expect(reports.failures.last?.message == "The closure of this step threw an error: Oops()")
    #expect(reports.failures.count == 2)
  }
}
