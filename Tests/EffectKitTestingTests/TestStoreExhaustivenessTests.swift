import EffectKit
import EffectKitTesting
import XCTest

/// Rules 5 and 6: at the end, every received action no step asserted fails, and every effect
/// still running fails at the step that started it. Effects that finish need no step, effects
/// that live on do not block `send`, and an effect that sends twice is caught.
final class TestStoreExhaustivenessTests: XCTestCase {
  func testEnd_ListsEveryReceivedActionNoStepAsserted() {
    let (store, log) = scriptStore()
    let line: UInt = #line + 1
    store.assert(
      .send(.sendAtOnce([2, 3])),
      .receive(.add(2)) {
        $0.count = 2
        $0.log = ["add 2"]
      }
    )
    XCTAssertEqual(
      log.messages,
      [
        "The test ended with 1 received action that no step asserted:\n  ScriptAction.add(3)\n\n"
          + "To fix, assert it with a receive step, or check that the reducer returns the "
          + "effects you meant."
      ])
    XCTAssertEqual(log.lines, [line], "leftovers are reported at the assert call")
  }

  func testEnd_ReportsEachEffectStillRunningAtTheStepThatStartedIt() {
    let (store, log) = scriptStore()
    store.timeout = 0.1
    let line: UInt = #line + 2
    store.assert(
      .send(.startForever(effects: 1)),
      .send(.increment) { $0.count = 1 },
      .send(.startForever(effects: 1))
    )
    let message =
      "1 effect started by this step is still running at the end of the test. Every effect must "
      + "finish before a test ends. Started by sending:\n  ScriptAction.startForever(effects: 1)"
      + "\n\nTo fix, make the mock complete, or check that the reducer returns the effect you "
      + "meant."
    XCTAssertEqual(log.messages, [message, message])
    XCTAssertEqual(log.lines, [line, line + 2])
    XCTAssertEqual(log.files, ["\(#filePath)", "\(#filePath)"])
  }

  func testEnd_ReportsStepsOnTheSameLineOfTwoFiles_EachInItsOwnFile() {
    let (store, log) = scriptStore()
    store.timeout = 0.1
    // Steps made by helpers in other files, as a test's support code may make them.
    store.assert(
      .send(.startForever(effects: 1), file: "Support/Onboarding.swift", line: 12),
      .send(.startForever(effects: 1), file: "Support/Settings.swift", line: 12)
    )
    XCTAssertEqual(log.files, ["Support/Onboarding.swift", "Support/Settings.swift"])
    XCTAssertEqual(log.lines, [12, 12])
  }

  func testEnd_CountsTheEffectsOneStepLeftRunning() {
    let (store, log) = scriptStore()
    store.timeout = 0.1
    let line: UInt = #line + 1
    store.assert(.send(.startForever(effects: 2)))
    XCTAssertEqual(log.lines, [line])
    XCTAssertTrue(
      log.messages.first?.hasPrefix("2 effects started by this step are still running") ?? false,
      "\(log.messages)")
  }

  func testEnd_CancelsTheEffectsStillRunning_InTheOrderTheyStarted() {
    var cancelled: [Int] = []
    let store = TestStore(
      initialState: ScriptState(),
      reducer: { (_: inout ScriptState, _: ScriptAction, _: Void) in
        [1, 2, 3].map { number in Effect { _ in Cancellable { cancelled.append(number) } } }
      },
      environment: ())
    let log = FailureLog()
    store.reportFailure = log.record
    store.timeout = 0.1
    store.assert(.send(.noop))
    XCTAssertEqual(cancelled, [1, 2, 3])
    XCTAssertTrue(
      log.messages.first?.hasPrefix("3 effects started by this step are still running") ?? false,
      "\(log.messages)")
  }

  /// The first effect, when the end cancels it, sends a goodbye through the second, not yet
  /// cancelled: the action waits for the next `assert`, which judges it from the state before it.
  func testAnActionSentWhileTheEndCancelsTheEffects_IsJudgedFromTheStateBeforeIt() {
    var listener: EffectObserver<ScriptAction>?
    let store = TestStore(
      initialState: ScriptState(),
      reducer: { (state: inout ScriptState, action: ScriptAction, _: Void) in
        switch action {
        case .noop:
          return [
            Effect { _ in Cancellable { listener?.send(.add(2)) } },
            Effect { observer in
              listener = observer
              return Cancellable()
            },
          ]
        case let .add(number):
          state.count += number
          return []
        default:
          return []
        }
      },
      environment: ())
    let log = FailureLog()
    store.reportFailure = log.record
    store.timeout = 0.1
    store.assert(.send(.noop))
    store.assert(.receive(.add(2)) { $0.count += 2 })
    XCTAssertEqual(log.messages.count, 1, "\(log.messages)")
    XCTAssertTrue(
      log.messages.first?.hasPrefix("2 effects started by this step are still running") ?? false,
      "\(log.messages)")
  }

  func testFireAndForgetEffectsThatFinish_NeedNoStep() {
    let (store, log) = scriptStore()
    store.assert(.send(.fireAndForget))
    XCTAssertEqual(log.messages, [])
  }

  func testALongLivingEffect_DoesNotBlockSend() {
    let (store, log) = scriptStore()
    store.timeout = 0.1
    let line: UInt = #line + 2
    store.assert(
      .send(.startForever(effects: 1)),
      .send(.increment) { $0.count = 1 },
      .send(.increment) { $0.count = 2 }
    )
    // Only the end of the test complains about it.
    XCTAssertEqual(log.lines, [line])
    XCTAssertTrue(log.messages.first?.contains("still running") ?? false, "\(log.messages)")
  }

  func testAnEffectThatSendsTwice_IsCaught() {
    let (store, log) = scriptStore()
    let line: UInt = #line + 1
    store.assert(
      .send(.sendTwice(3)),
      .receive(.add(3)) {
        $0.count = 3
        $0.log = ["add 3"]
      }
    )
    XCTAssertEqual(
      log.messages,
      [
        "The test ended with 1 received action that no step asserted:\n  ScriptAction.add(3)\n\n"
          + "To fix, assert it with a receive step, or check that the reducer returns the "
          + "effects you meant."
      ])
    XCTAssertEqual(log.lines, [line])
  }
}
