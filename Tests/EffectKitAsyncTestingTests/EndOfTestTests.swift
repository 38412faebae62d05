import EffectKit
import Testing

@testable import EffectKitAsyncTesting

/// What the store reports when it goes away at the end of a test.
@MainActor
@Suite struct EndOfTestTests {
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
            + "  Step.c\n  Step.b2", line: UInt(line), isSkipped: false)
      ])
  }

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
        + "effect must finish before a test ends: make the dependency complete, cancel the task "
        + "`send` returned (`await task.cancel()`), or skip it with "
        + "`await store.skipInFlightEffects()`.")
  }

  @Test func anEffectOnItsWayOut_IsWaitedFor() async {
    let reports: Reports
    do {
      let store = TestStore(initialState: Tally()) {
        reducer(start: { [.run { send in await send(.tap) }] })
      }
      reports = store.recordingReports()
      store.timeout = .seconds(30)
      await store.send(.start)
      await store.receive(.tap, timeout: .seconds(30)) { $0.count = 1 }
      // The effect has sent its last action; it ends a moment later.
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
