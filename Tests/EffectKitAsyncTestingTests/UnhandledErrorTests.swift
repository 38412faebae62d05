import EffectKit
import Testing

@testable import EffectKitAsyncTesting

/// An error an `Effect.run` throws and nothing catches fails the test, as in TCA: at the line
/// that created the `Effect.run`, where TCA records its file and line.
@MainActor
@Suite struct UnhandledErrorTests {
  private struct Boom: Error {}

  /// TCA's `EffectRunTests.testRunUnhandledFailure`: the failure names the `Effect.run`'s file
  /// and line, and is reported there.
  @Test func anUncaughtError_FailsAtTheEffectRun() async {
    let runLine = #line + 2
    let store = TestStore(initialState: Tally()) {
      reducer(start: { [.run { _ in throw Boom() }] })
    }
    let reports = store.recordingReports()

    await store.send(.start)
    await store.finish()

    #expect(
      reports.failures == [
        .init(
          message: "The Effect.run at EffectKitAsyncTestingTests/UnhandledErrorTests.swift:"
            + "\(runLine) threw Boom(), and nothing caught it. Give it a catch: handler, or "
            + "handle the error in a do block.", line: UInt(runLine), isSkipped: false)
      ])
    #expect(reports.places == ["EffectKitAsyncTestingTests/UnhandledErrorTests.swift:\(runLine)"])
  }

  @Test func anErrorTheCatchHandlerTakes_FailsNothing() async {
    let store = TestStore(initialState: Tally()) {
      reducer(start: {
        [
          .run { _ in
            throw Boom()
          } catch: { _, send in
            await send(.response(7))
          }
        ]
      })
    }
    let reports = store.recordingReports()

    await store.send(.start)
    await store.receive(.response(7)) { $0.count = 7 }

    #expect(reports.reports.isEmpty)
  }

  @Test func anUncaughtErrorAfterTheLastStep_FailsAtTheEndOfTheTest() async {
    let gate = Gate()
    let reports: Reports
    do {
      let store = TestStore(initialState: Tally()) {
        reducer(start: { [tapsThenWaits(for: gate, then: { throw Boom() })] })
      }
      reports = store.recordingReports()
      await store.send(.start)
      await store.receive(.tap, timeout: .seconds(30)) { $0.count = 1 }
      // The effect throws once the gate closes, after the test's last step, while the end of
      // the test lets it run (here as long as it needs, on a loaded machine).
      store.settleTime = .seconds(30)
      gate.close()
    }

    // NB: `tapsThenWaits` creates the `Effect.run`, in the support file.
    #expect(
      reports.places.map { $0.hasPrefix("EffectKitAsyncTestingTests/Feature.swift:") } == [true])
    #expect(reports.failures.first?.message.contains("threw Boom(), and nothing caught it") == true)
  }
}
