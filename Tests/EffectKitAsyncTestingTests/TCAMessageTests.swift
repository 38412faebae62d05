import EffectKit
import Foundation
import Testing

@testable import EffectKitAsyncTesting

/// Failure messages give the fix that is true for the case at hand, once per mistake, at the
/// learner's line; each test names the TCA test its scenario comes from, where one exists.
@MainActor
@Suite struct TCAMessageTests {
  /// TCA's `TestStoreFailureTests.testReceivedActionAfterDeinit`, with the action sent from an
  /// `Effect.run`: a test that forgets to receive it is told to receive it, at once, never that
  /// the effect is still running.
  @Test func aForgottenReceive_GetsTheReceiveAdvice_AtOnce() async {
    let reports: Reports
    let clock = ContinuousClock()
    let start = clock.now
    do {
      let store = TestStore(initialState: Tally()) {
        reducer(start: { [.run { send in await send(.response(17)) }] })
      }
      reports = store.recordingReports()
      // NB: a store that waited for the effect would wait this long; the send lets it run
      // until it has finished.
      store.timeout = .seconds(30)
      store.settleTime = .seconds(30)
      await store.send(.start)
    }

    #expect(
      reports.failures.map(\.message) == [
        "The test ended with 1 received action that no step asserted:\n  Step.response(17)\n\n"
          + "To fix, assert it with a receive step, skip it with "
          + "`await store.skipReceivedActions()`, or make the test non-exhaustive "
          + "(`store.exhaustivity = .off`)."
      ])
    #expect(clock.now - start < .seconds(20), "the end of the test waited for nothing")
  }

  /// TCA's `Send` for an effect that completed: "An action was sent from a completed effect.",
  /// the action, the action the effect was returned from, and how to fix it; reported at the
  /// `Effect.run`, whose place the fix names.
  @Test func anActionSentFromACompletedEffect_IsWordedAsTCAWordsIt() async {
    let (gate, sent) = (Gate(), Signal())
    let runLine = #line + 4
    let store = TestStore(initialState: Tally()) {
      reducer(start: {
        [
          .run { send in
            Task {
              for await _ in gate.values {}
              await send(.response(7))
              sent.fire()
            }
          }
        ]
      })
    }
    let reports = store.recordingReports()

    await store.send(.start)
    await store.finish(timeout: .seconds(30))
    gate.close()
    await sent.wait()
    await store.receive(.response(7)) { $0.count = 7 }

    #expect(
      reports.failures.map(\.message) == [
        """
        An action was sent from a completed effect.

          Action:
            Step.response(7)

          Effect returned from:
            Step.start

        Avoid sending actions with the `send` of an `Effect.run` once the effect has completed. \
        It happens when `send` escapes into an unstructured context, such as a `Task`.

        To fix this, make sure that the closure of the Effect.run at \
        EffectKitAsyncTestingTests/TCAMessageTests.swift:\(runLine) does not return until it is \
        done calling `send`.
        """
      ])
    #expect(reports.places == ["EffectKitAsyncTestingTests/TCAMessageTests.swift:\(runLine)"])
  }

  /// An effect still running after sending an action nobody received may be waiting to send
  /// the next one: the advice says so, instead of blaming the dependency.
  @Test func anEffectStillRunning_AfterAnUnreceivedAction_IsToldToReceiveIt() async {
    let gate = Gate()
    let reports: Reports
    do {
      let store = TestStore(initialState: Tally()) {
        reducer(start: { [tapsThenWaits(for: gate)] })
      }
      reports = store.recordingReports()
      store.timeout = .milliseconds(50)
      await store.send(.start)
    }
    gate.close()

    #expect(reports.failures.count == 2)
    #expect(reports.failures.last?.message.contains("To fix, receive the actions it sent") == true)
  }

  /// A step reported through a helper that passes `fileID`, `filePath`, `line` and `column`
  /// through, as TCA's API does, fails at the caller's line, not in the helper's file.
  @Test func aHelperThatPassesItsCallersLocation_FailsAtTheCaller() async {
    let store = TestStore(initialState: Tally()) { reducer() }
    let reports = store.recordingReports()

    let line = #line + 1
    await tapWithoutAssertingIt(store)

    #expect(reports.places == ["EffectKitAsyncTestingTests/TCAMessageTests.swift:\(line)"])
  }

  /// TCA's documentation of non-exhaustive testing: the closure mutates the actual state, so a
  /// change made relative to the old value is applied twice. The failure says so in one line.
  @Test func off_AClosureThatAppends_IsToldItAppendedTwice() async {
    let store = TestStore(initialState: Tally()) { reducer() }
    let reports = store.recordingReports()
    store.exhaustivity = .off

    await store.send(.tap) { $0.count += 1 }
    await store.send(.tap) { $0.count = 5 }

    #expect(reports.failures.count == 2)
    #expect(
      reports.failures.first?.message.contains("is applied twice: set the final value") == true)
    #expect(reports.failures.last?.message.contains("applied twice") == false)
  }

  /// TCA's `TestStoreFailureTests.testSendActionBeforeReceivingFailure`: a `send` before the
  /// queued actions are received fails once; receiving them afterwards, as the test meant to,
  /// fails nothing more.
  @Test func oneMistake_OneFailure_TheStoreResynchronises() async {
    let store = TestStore(initialState: Tally()) { reducer() }
    let reports = store.recordingReports()

    await store.send(.a) { $0.log = ["a"] }
    let line = #line + 1
    await store.send(.tap) { $0.count = 1 }
    await store.receive(.b) { $0.log.append("b") }
    await store.receive(.c) { $0.log.append("c") }
    await store.receive(.b2) { $0.log.append("b2") }
    // The steps go on from where the failed send left them.
    await store.send(.tap) { $0.count += 1 }

    #expect(reports.failures.map(\.line) == [UInt(line)])
    #expect(
      reports.failures.first?.message.hasPrefix(
        "3 received actions must be asserted with .receive before sending Step.tap") == true)
  }

  /// After the one failure, a closure that really is wrong for the action it receives still
  /// fails: the store judges it by that action's own change.
  @Test func afterResynchronising_AWrongClosure_StillFails() async {
    let store = TestStore(initialState: Tally()) { reducer() }
    let reports = store.recordingReports()

    await store.send(.a) { $0.log = ["a"] }
    await store.send(.tap) { $0.count = 1 }
    await store.receive(.b) { $0.log.append("x") }

    #expect(reports.failures.count == 2)
    #expect(
      reports.failures.last?.message.hasPrefix(
        "The state after receiving Step.b is not the state the step expects") == true)
  }

  /// As step 10's shipped tests met it: a `receive` that found nothing fails; the next step's
  /// closure changes nothing only because the failed step left the state behind, so it is not
  /// told to leave its closure off.
  @Test func afterAFailure_AClosureThatLooksIdle_IsNotAdvisedAgainst() async {
    let store = TestStore(initialState: Tally()) { reducer() }
    let reports = store.recordingReports()

    let line = #line + 1
    await store.receive(.response(3)) { $0.count = 3 }
    await store.send(.noop) { $0.count = 0 }
    // One step later the advice is true again.
    await store.send(.noop) { $0.count = 0 }

    #expect(reports.failures.map(\.line) == [UInt(line), UInt(line + 3)])
  }
}
