import EffectKit
import Testing

@testable import EffectKitAsyncTesting

@MainActor
@Suite struct ExhaustivityTests {
  @Test func off_AClosureChecksOnlyWhatItSets() async {
    let store = TestStore(initialState: Tally()) { reducer() }
    let reports = store.recordingReports()
    store.exhaustivity = .off

    await store.send(.tap)
    await store.send(.a) { $0.log = ["a"] }
    await store.send(.tap) { $0.count = 2 }

    #expect(reports.reports.isEmpty)
  }

  @Test func off_AWrongFieldStillFails() async {
    let store = TestStore(initialState: Tally()) { reducer() }
    let reports = store.recordingReports()
    store.exhaustivity = .off

    await store.send(.tap) { $0.count = 5 }

    #expect(reports.failures.count == 1)
    #expect(reports.failures.first?.message.contains("−   count: 5") == true)
    #expect(reports.failures.first?.message.contains("+   count: 1") == true)
  }

  @Test func off_SendLetsGoOfUnreceivedActions() async {
    let store = TestStore(initialState: Tally()) { reducer() }
    let reports = store.recordingReports()
    store.exhaustivity = .off

    await store.send(.a)
    await store.send(.tap)

    #expect(reports.reports.isEmpty)
    #expect(store.state == Tally(count: 1, log: ["a", "b", "c", "b2"]))
  }

  @Test func off_ReceiveSkipsAheadToTheFirstMatch() async {
    let store = TestStore(initialState: Tally()) { reducer() }
    let reports = store.recordingReports()
    store.exhaustivity = .off

    await store.send(.a)
    await store.receive(.b2) { $0.log = ["a", "b", "c", "b2"] }

    #expect(reports.reports.isEmpty)
  }

  @Test func off_ReceiveTakesTheOldestMatch_WhenTheSameActionArrivedTwice() async {
    let store = TestStore(initialState: Tally()) {
      reducer(start: { [1, 2, 1].map { Effect(value: .response($0)) } })
    }
    let reports = store.recordingReports()
    store.exhaustivity = .off

    await store.send(.start)
    // The first `.response(1)` is taken, so `.response(2)` and the second one are still there.
    await store.receive(.response(1)) { $0.count = 1 }
    await store.receive(.response(2), timeout: .milliseconds(100)) { $0.count = 2 }
    await store.receive(.response(1), timeout: .milliseconds(100)) { $0.count = 1 }

    #expect(reports.failures.isEmpty)
  }

  /// TCA's `TestStoreNonExhaustiveTests.testReceiveNonExhaustiveWithTimeoutMultipleNonMatching`:
  /// the failure lists what arrived, and never also says that nothing was received.
  @Test func off_ReceiveWithNoMatch_FailsAndListsWhatArrived() async {
    let store = TestStore(initialState: Tally()) { reducer() }
    let reports = store.recordingReports()
    store.exhaustivity = .off

    await store.send(.a)
    await store.receive(.tap)

    #expect(
      reports.failures.map(\.message) == [
        "Expected to receive Step.tap, but none of the 3 received actions matches it:\n"
          + "  Step.b\n  Step.c\n  Step.b2\n\nNo effect is still running to send one."
      ])
  }

  @Test func showSkippedAssertions_ShowsWhatWasSkipped_AsSkippedNotFailed() async {
    let store = TestStore(initialState: Tally()) { reducer() }
    let reports = store.recordingReports()
    store.exhaustivity = .off(showSkippedAssertions: true)

    let sendLine = #line + 1
    await store.send(.a)
    let receiveLine = #line + 1
    await store.receive(.b2)
    await store.send(.tap) { $0.count = 1 }

    #expect(reports.failures.isEmpty)
    // The send's change, the two actions the receive skipped, and the receive's change.
    let skipped = reports.skipped
    #expect(skipped.map(\.line) == [UInt(sendLine), UInt(receiveLine), UInt(receiveLine)])
    #expect(
      skipped.first?.message.hasPrefix(
        "The state after sending Step.a also changed where this step does not look:") == true)
    #expect(skipped.first?.message.contains("+   log: [\"a\"]") == true)
    #expect(
      skipped.dropFirst().first?.message
        == "2 received actions skipped before this one:\n  Step.b\n  Step.c")
    #expect(
      skipped.last?.message.hasPrefix(
        "The state after receiving Step.b2 also changed where this step does not look:") == true)
  }

  /// As in TCA, the closure is first held to the state the step produced: one that changes
  /// nothing, on a step that changed the state, is shown the change it did not look at, never
  /// told that nothing changed.
  @Test func showSkippedAssertions_AnIdleClosure_IsShownTheChangeItSkipped() async {
    let store = TestStore(initialState: Tally()) { reducer() }
    let reports = store.recordingReports()
    store.exhaustivity = .off(showSkippedAssertions: true)

    // The closure sets only what the tap leaves alone.
    await store.send(.tap) { $0.log = [] }

    #expect(reports.failures.isEmpty)
    #expect(
      reports.skipped.map(\.message) == [
        "The state after sending Step.tap also changed where this step does not look:\n\n"
          + "  Tally(\n−   count: 0,\n+   count: 1,\n    log: []\n  )\n\n(Expected: −, Actual: +)"
      ])
  }

  @Test func showSkippedAssertions_ShowsReceivedActionsASendLetsGo() async {
    let store = TestStore(initialState: Tally()) { reducer() }
    let reports = store.recordingReports()
    store.exhaustivity = .off(showSkippedAssertions: true)

    await store.send(.a) { $0.log = ["a"] }
    await store.send(.noop)

    #expect(
      reports.skipped.map(\.message) == [
        "3 received actions skipped:\n  Step.b\n  Step.c\n  Step.b2"
      ])
  }
}
