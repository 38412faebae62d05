import EffectKit
import Foundation
import WorkshopChecks
import XCTest

@testable import PrimeTime

// Checks of the TestStore in this step's TestStore.swift: each runs a small scripted feature
// through it and looks at the failures it reports, captured through `reportFailure`.

final class TestStoreChecks: LocalizedTestCase {
  // MARK: TODO(1): assertState

  func testSend_WithTheRightMutation_ReportsNothing() {
    let (store, log) = scriptStore()
    store.assert(.send(.increment) { $0.count = 1 }, .send(.noop))
    XCTAssertEqual(
      log.messages, [], "TODO(1): a .send whose closure describes the new state must not fail")
  }

  func testSend_WithAWrongMutation_FailsOnceWithTheStateDiff() {
    let (store, log) = scriptStore()
    let line: UInt = #line + 1
    store.assert(.send(.increment) { $0.count = 2 })
    XCTAssertEqual(
      log.lines, [line],
      "TODO(1): when the state differs from the expected one, report one failure at the step")
    let diff = lineDiff(
      expected: valueDump(ScriptState(count: 2)), actual: valueDump(ScriptState(count: 1)))
    XCTAssertTrue(
      log.messages.first?.contains(diff ?? "") ?? false,
      "TODO(1): the message should hold the line diff of the dumps, expected first:\n"
        + "\(diff ?? "")\nbut it was:\n\(log.messages.first ?? localized("(nothing)"))")
  }

  func testSend_WithoutAClosure_FailsWhenTheStateChanged() {
    let (store, log) = scriptStore()
    let line: UInt = #line + 1
    store.assert(.send(.increment))
    XCTAssertEqual(
      log.lines, [line],
      "TODO(1): a step with no closure says the state must not change; here it did")
    let diff = lineDiff(
      expected: valueDump(ScriptState(count: 0)), actual: valueDump(ScriptState(count: 1)))
    XCTAssertTrue(
      log.messages.first?.contains(diff ?? "") ?? false,
      "TODO(1): show the diff from the asserted state to the actual one; got \(log.messages)")
  }

  func testSend_WithAClosureThatChangesNothing_IsReported() {
    let (store, log) = scriptStore(ScriptState(count: 3))
    let line: UInt = #line + 1
    store.assert(.send(.noop) { $0.count = 3 })
    XCTAssertEqual(
      log.lines, [line],
      "TODO(1): a closure that changes nothing, for a state that did not change, is reported")
  }

  func testSend_AfterAFailedStep_StartsFromTheActualState() {
    let (store, log) = scriptStore()
    let line: UInt = #line + 2
    store.assert(
      .send(.increment) { $0.count = 5 },
      .send(.increment) { $0.count = 2 }
    )
    XCTAssertEqual(
      log.lines, [line],
      "TODO(1): after every step, the asserted state becomes the actual one, so one mistake "
        + "fails once")
  }

  // MARK: TODO(2): receive

  func testReceive_TakesTheOldestActionFirst_InTheOrderReduced() {
    // `sendAtOnce` sends `add(1)` and `add(2)`; `add(1)` starts an effect that sends `add(10)`
    // at once. Like TCA's store, the store reduces them breadth first: add(1), add(2), add(10).
    let (store, log) = scriptStore()
    let line: UInt = #line + 5
    store.assert(
      .send(.sendAtOnce([1, 2])),
      .receive(.add(1)) { $0.count = 1 },
      .receive(.add(2)) { $0.count = 3 },
      .receive(.add(3))
    )
    XCTAssertEqual(
      log.lines, [line],
      "TODO(2): take the oldest received action each time (add(1), add(2), then add(10), which "
        + "is not the add(3) the last step expects); got \(log.messages)")
  }

  func testReceive_TheEffectsOfOneAction_SendInTheOrderTheReducerReturnedThem() {
    let (store, log) = scriptStore()
    store.assert(
      .send(.sendFromTwoEffects(2, 3)),
      .receive(.add(2)) { $0.count = 2 },
      .receive(.add(3)) { $0.count = 5 }
    )
    XCTAssertEqual(
      log.messages, [],
      "the effects a reducer returns start in the order of its array (`apply`, given), so "
        + "add(2) arrives before add(3), and TODO(2) takes the oldest received action first; "
        + "got \(log.messages)")
  }

  func testReceive_ChecksTheStateTheActionProduced() {
    let (store, log) = scriptStore()
    let line: UInt = #line + 4
    store.assert(
      .send(.sendAtOnce([1, 2])),
      .receive(.add(1)) { $0.count = 1 },
      .receive(.add(2)) { $0.count = 99 },
      .receive(.add(10)) { $0.count = 13 }
    )
    XCTAssertEqual(
      log.lines, [line],
      "TODO(2): check each received action's state with `assertState` (TODO(1)); only the "
        + "add(2) step expects a wrong count; got \(log.messages)")
  }

  func testReceive_ADifferentAction_FailsWithADiff_AndIsUsedUp() {
    let (store, log) = scriptStore()
    let line: UInt = #line + 3
    store.assert(
      .send(.sendAtOnce([2, 3])),
      .receive(.add(3)),
      // NB: `+=`, not `=`: this step starts from the state add(2) produced (count 2).
      .receive(.add(3)) { $0.count += 3 }
    )
    XCTAssertEqual(
      log.lines, [line],
      "TODO(2): a received action other than the expected one fails once, is used up, and the "
        + "state it produced counts as asserted; got \(log.messages)")
    let diff = lineDiff(
      expected: valueDump(ScriptAction.add(3)), actual: valueDump(ScriptAction.add(2)))
    XCTAssertTrue(
      log.messages.first?.contains(diff ?? "") ?? false,
      "TODO(2): the message should hold `diff(expected, received)` (TODO(1) writes `diff`):\n"
        + "\(diff ?? "")")
  }

  func testReceive_WithNothingQueuedAndNothingRunning_Fails() {
    let (store, log) = scriptStore()
    let line: UInt = #line + 1
    store.assert(.send(.noop), .receive(.add(1)))
    XCTAssertEqual(
      log.lines, [line], "TODO(2): a .receive with nothing to receive must fail at its step")
    XCTAssertTrue(
      log.messages.first?.contains(valueDump(ScriptAction.add(1))) ?? false,
      "TODO(2): say which action the step expected; got \(log.messages)")
    XCTAssertTrue(
      log.messages.first?.contains("no effect is still running") ?? false,
      "TODO(2): fail with `nothingReceived(expecting:)`, which says why nothing came; got "
        + "\(log.messages)")
  }

  func testReceive_WithAPredicate_TakesAnyActionItAccepts_AndShowsOneItRejects() {
    let (store, log) = scriptStore()
    let line: UInt = #line + 4
    store.assert(
      .send(.sendAtOnce([2, 3])),
      .receive({ if case .add = $0 { return true } else { return false } }) { $0.count = 2 },
      .receive({ $0 == .add(4) }) { $0.count = 5 }
    )
    XCTAssertEqual(
      log.lines, [line],
      "TODO(2): a predicate step takes any action it accepts (add(2)) and fails on one it "
        + "rejects (add(3)); got \(log.messages)")
    XCTAssertTrue(
      log.messages.first?.contains(valueDump(ScriptAction.add(3))) ?? false,
      "TODO(2): fail with `mismatch(_:received:)`, which shows the rejected action; got "
        + "\(log.messages)")
  }

  func testReceive_WhenTheOnlyEffectNeverEnds_FailsAtOnce() {
    let (store, log) = scriptStore()
    store.timeout = 30
    let started = Date()
    store.assert(.send(.startForever), .receive(.add(1)))
    XCTAssertLessThan(
      Date().timeIntervalSince(started), 10,
      "TODO(2): wait with `waitForEffects(until:)`: an effect that never ends is not waited for")
    XCTAssertTrue(
      log.messages.first?.contains("never ends") ?? false,
      "TODO(2): fail with `nothingReceived(expecting:)`, which says the effect never ends; got \(log.messages)"
    )
  }

  func testReceive_WhileAnEffectWaitsOnATestScheduler_FailsAtOnceNamingIt() {
    let scheduler = TestScheduler()
    let (store, log) = scriptStore(environment: ScriptEnvironment(scheduler: scheduler))
    store.timeout = 30
    store.assert(
      .send(.addLater(2)),
      .receive(.add(2)),
      .do { scheduler.advance(by: 1) },
      .receive(.add(2)) { $0.count = 2 }
    )
    XCTAssertEqual(
      log.messages.count, 1,
      "TODO(2): only the .receive before the scheduler advances fails; got \(log.messages)")
    XCTAssertTrue(
      log.messages.first?.contains("scheduler.advance(by:)") ?? false,
      "TODO(2): work parked on a test scheduler is reported at once, naming it; got \(log.messages)"
    )
  }

  func testReceive_WaitsForAnActionSentFromAnotherQueue() {
    let (store, log) = scriptStore()
    let line: UInt = #line + 5
    store.assert(
      .send(.sendFromBackground(4)),
      .receive(.add(4)) { $0.count = 4 },
      .send(.sendOnMain(5)),
      .receive(.add(6))
    )
    XCTAssertEqual(
      log.lines, [line],
      "TODO(2): wait (with `waitForEffects(until:)`) for effects in flight before taking the oldest "
        + "action (only the last step, which expects add(6) for add(5), is wrong); got "
        + "\(log.messages)")
  }

  // MARK: TODO(3): failIfUnasserted

  func testSend_WithReceivedActionsNotYetAsserted_FailsListingThem() {
    let (store, log) = scriptStore()
    let line: UInt = #line + 3
    store.assert(
      .send(.sendAtOnce([2, 3])),
      .send(.increment) { $0.count = 6 }
    )
    XCTAssertEqual(
      log.lines, [line],
      "TODO(3): sending while received actions are unasserted fails once, at the send (not "
        + "again at the end); then the state they produced counts as asserted; got "
        + "\(log.messages)")
    let message = log.messages.first ?? ""
    XCTAssertTrue(
      message.contains("2") && message.contains(valueDump(ScriptAction.add(2)))
        && message.contains(valueDump(ScriptAction.add(3))),
      "TODO(3): say how many actions and list each one; got \(message)")
  }

  func testUnassertedActions_AreListedOnce_AndOnlyNewOnesAfterThat() {
    let (store, log) = scriptStore()
    let line: UInt = #line + 3
    store.assert(
      .send(.sendAtOnce([2, 3])),
      .send(.sendAtOnce([4])),
      .receive(.add(2)) { $0.count = 2 },
      .send(.noop)
    )
    XCTAssertEqual(
      log.lines, [line, line + 2],
      "TODO(3): the second send lists add(2) and add(3); after add(2) is received, the last "
        + "send lists add(4) alone, the one action no failure has listed yet; got "
        + "\(log.messages)")
    let last = log.messages.last ?? ""
    XCTAssertTrue(
      last.contains("1 received action ") && last.contains(valueDump(ScriptAction.add(4)))
        && !last.contains(valueDump(ScriptAction.add(3))),
      "TODO(3): list only the actions no failure has listed yet (`takeUnreportedReceived()`); "
        + "got \(last)")
  }

  func testDoAndEnvironmentSteps_WithReceivedActionsNotYetAsserted_Fail() {
    let (store, log) = scriptStore()
    let line: UInt = #line + 3
    store.assert(
      .send(.sendAtOnce([2])),
      .do {},
      .send(.sendAtOnce([3])),
      .environment { $0.number = 7 }
    )
    XCTAssertEqual(
      log.lines, [line, line + 2],
      "TODO(3): .do and .environment steps check for unasserted actions too; got "
        + "\(log.messages)")
  }

  // MARK: TODO(4): finish

  func testEnd_ListsEveryReceivedActionNoStepAsserted() {
    let (store, log) = scriptStore()
    let line: UInt = #line + 1
    store.assert(.send(.sendTwice(3)), .receive(.add(3)) { $0.count = 3 })
    XCTAssertEqual(
      log.lines, [line],
      "TODO(4): an action still queued at the end fails, at the assert call (here: an effect "
        + "that sent twice); got \(log.messages)")
    XCTAssertTrue(
      log.messages.first?.contains(valueDump(ScriptAction.add(3))) ?? false,
      "TODO(4): list the actions no step asserted; got \(log.messages)")
  }

  func testEnd_ReportsEveryEffectStillRunningAtTheStepThatStartedIt() {
    let (store, log) = scriptStore()
    store.timeout = 0.1
    let line: UInt = #line + 2
    store.assert(
      .send(.startForever),
      .send(.increment) { $0.count = 1 },
      .send(.startForever)
    )
    XCTAssertEqual(
      log.lines, [line, line + 2],
      "TODO(4): an effect still running at the end fails at the step that started it (and a "
        + "long-living effect does not block the sends after it); got \(log.messages)")
  }

  func testEnd_CountsTheEffectsEachStepLeftRunning() {
    let (store, log) = scriptStore()
    store.timeout = 0.1
    store.assert(
      .send(.startForeverTwice),
      .send(.startForever)
    )
    XCTAssertEqual(
      log.messages.map { $0.prefix { $0 != "." } },
      [
        "2 effects started by this step are still running at the end of the test",
        "1 effect started by this step is still running at the end of the test",
      ],
      "TODO(4): one failure per step, counting the effects that step started "
        + "(`stillRunningMessage(count:parked:)`); got \(log.messages)")
  }

  func testEnd_LeavesTheStoreReadyForAnotherAssert() {
    let (store, log) = scriptStore()
    let line: UInt = #line + 1
    store.assert(.send(.sendAtOnce([2])))
    store.assert(.send(.noop))
    XCTAssertEqual(
      log.lines, [line],
      "TODO(4): the leftover add(2) fails the first assert once; the second starts from the "
        + "state it produced (count 2) with nothing queued; got \(log.messages)")
  }

  func testEnd_FireAndForgetEffectsThatFinish_NeedNoStep() {
    var fired = false
    let (store, log) = scriptStore(environment: ScriptEnvironment(fire: { fired = true }))
    store.assert(.send(.fireAndForget))
    XCTAssertTrue(fired)
    XCTAssertEqual(log.messages, [], "TODO(4): an effect that finished is not a leftover")
  }

  func testEnd_WaitsForEffectsAboutToFinish() {
    // NB: this effect finishes on the main queue, a moment after the send.
    let (store, log) = scriptStore()
    store.assert(.send(.finishOnMain))
    XCTAssertEqual(
      log.messages, [], "TODO(4): wait (with `wait(until:)`) for running effects to finish")
  }

  func testAPassingTest_NeverWaitsOutTheTimeout() {
    let (store, log) = scriptStore()
    store.timeout = 30
    let started = Date()
    store.assert(
      .send(.sendAtOnce([2])),
      .receive(.add(2)) { $0.count = 2 },
      .send(.sendFromBackgroundThenWait(3)),
      .receive(.add(3)) { $0.count = 5 },
      .do { _ = scriptGate.signal() },
      .send(.finishOnMain)
    )
    XCTAssertEqual(log.messages, [])
    XCTAssertLessThan(
      Date().timeIntervalSince(started), 10,
      "TODO(2), TODO(4): wait with `waitForEffects(until:)`; each wait ends as soon as an action arrives or the effects finish, never at the 30 s "
        + "timeout: a received action is taken at once, an action sent by an effect that still "
        + "runs wakes the wait, and so does an effect finishing")
  }

  // MARK: Given: the store's defaults

  // NB: these check code TestStore.swift gives you. If one fails, compare your file with the
  // solution's (`swift run workshop solution 08`).

  func testTimeout_IsOneSecondByDefault_AsInTCA() {
    XCTAssertEqual(scriptStore().0.timeout, 1, "a .receive step waits 1 s by default, as in TCA")
  }

  func testTheStore_IsReleasedAfterItsTest() {
    weak var released: TestStore<ScriptState, ScriptAction, ScriptEnvironment>?
    do {
      let (store, _) = scriptStore()
      store.assert(.send(.sendOnMain(1)), .receive(.add(1)) { $0.count = 1 })
      released = store
    }
    XCTAssertNil(released, "a wait must not keep the store alive once it is over")
  }

  // MARK: The step's own TestStore

  func testTheChecksAndYourTestsUseThisStepsTestStore() {
    let module = { (type: Any.Type) in String(reflecting: type).prefix { $0 != "." } }
    XCTAssertEqual(
      module(TestStore<Int, Int, Void>.self), module(CounterState.self),
      "the TestStore in use must be this step's TestStore.swift, not the library's: do not "
        + "`import EffectKitTesting` in this step")
  }
}

// MARK: - A scripted feature

private struct ScriptState: Equatable {
  var count = 0
  var title = "script"
}

private enum ScriptAction: Equatable {
  case increment, noop, readEnvironment, startForever, startForeverTwice, fireAndForget
  case finishOnMain
  /// Adds `n`; `add(1)` also starts an effect that sends `add(10)` at once.
  case add(Int)
  case sendAtOnce([Int])
  case sendFromBackground(Int)
  case sendOnMain(Int)
  case sendTwice(Int)
  /// Returns two effects, the first sending `add(a)` at once, the second `add(b)`.
  case sendFromTwoEffects(Int, Int)
  /// Sends `add(n)` from a background queue half a second later (so that a `.receive` right
  /// after the send waits for it), then finishes once `scriptGate` is signalled.
  case sendFromBackgroundThenWait(Int)
  /// Sends `add(n)` and finishes, one second later on the environment's scheduler: one piece
  /// of work parked there.
  case addLater(Int)
}

/// Holds the effect of `sendFromBackgroundThenWait` open until the test signals it.
private let scriptGate = DispatchSemaphore(value: 0)

private struct ScriptEnvironment {
  var number = 42
  var fire: () -> Void = {}
  var scheduler: any Scheduler = ImmediateScheduler()
}

private func scriptReducer(
  state: inout ScriptState, action: ScriptAction, environment: ScriptEnvironment
) -> [Effect<ScriptAction>] {
  switch action {
  case .increment:
    state.count += 1
  case .noop:
    break
  case .readEnvironment:
    state.count = environment.number
  case .startForever:
    return [.empty(completeImmediately: false)]
  case .startForeverTwice:
    return [.empty(completeImmediately: false), .empty(completeImmediately: false)]
  case .fireAndForget:
    return [.fireAndForget(environment.fire)]
  case .finishOnMain:
    return [Effect<ScriptAction>.empty().receive(on: .main)]
  case let .add(n):
    state.count += n
    if n == 1 { return [Effect(value: .add(10))] }
  case let .sendAtOnce(numbers):
    return [.merge(numbers.map { Effect(value: .add($0)) })]
  case let .sendFromBackground(n):
    return [
      Effect { observer in
        DispatchQueue.global().async {
          observer.send(.add(n))
          observer.finish()
        }
        return Cancellable()
      }
    ]
  case let .sendOnMain(n):
    return [Effect(value: .add(n)).receive(on: .main)]
  case let .sendTwice(n):
    return [.merge(Effect(value: .add(n)), Effect(value: .add(n)))]
  case let .sendFromTwoEffects(a, b):
    return [Effect(value: .add(a)), Effect(value: .add(b))]
  case let .sendFromBackgroundThenWait(n):
    return [
      Effect { observer in
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.5) {
          observer.send(.add(n))
          // NB: bounded, so that a failed check never leaves a thread blocked for good.
          _ = scriptGate.wait(timeout: .now() + 60)
          observer.finish()
        }
        return Cancellable()
      }
    ]
  case let .addLater(n):
    return [
      Effect { observer in
        environment.scheduler.schedule(after: 1) {
          observer.send(.add(n))
          observer.finish()
        }
      }
    ]
  }
  return []
}

private final class FailureLog {
  var failures: [TestStoreFailure] = []
  var messages: [String] { failures.map(\.message) }
  var lines: [UInt] { failures.map(\.line) }
}

private func scriptStore(
  _ state: ScriptState = ScriptState(), environment: ScriptEnvironment = ScriptEnvironment()
) -> (TestStore<ScriptState, ScriptAction, ScriptEnvironment>, FailureLog) {
  let store = TestStore(initialState: state, reducer: scriptReducer, environment: environment)
  let log = FailureLog()
  store.reportFailure = { log.failures.append($0) }
  return (store, log)
}
