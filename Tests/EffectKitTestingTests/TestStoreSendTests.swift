import EffectKitTesting
import XCTest

/// Rule 1: `send` runs the reducer, then checks the state against the step's expected mutation,
/// applied to the state the previous steps asserted.
final class TestStoreSendTests: XCTestCase {
  func testSend_WithTheRightMutation_Passes() {
    let (store, log) = scriptStore()
    store.assert(
      .send(.increment) { $0.count = 1 },
      .send(.increment) { $0.count = 2 }
    )
    XCTAssertEqual(log.messages, [])
  }

  func testSend_WithAWrongMutation_FailsWithADiffAtTheStep() {
    let (store, log) = scriptStore()
    let line: UInt = #line + 1
    store.assert(.send(.increment) { $0.count = 2 })
    XCTAssertEqual(
      log.messages,
      [
        """
        The state after sending ScriptAction.increment is not the state the step expects:

          ScriptState(
        −   count: 2,
        +   count: 1,
            log: []
          )

        (Expected: −, Actual: +)
        """
      ])
    XCTAssertEqual(log.lines, [line])
    XCTAssertEqual(log.files, ["\(#filePath)"])
  }

  func testSend_WithoutAClosure_FailsWhenTheStateChanged() {
    let (store, log) = scriptStore()
    let line: UInt = #line + 1
    store.assert(.send(.increment))
    XCTAssertEqual(
      log.messages,
      [
        """
        The state changed after sending ScriptAction.increment, but the step expects no change. \
        Describe the change in a closure after the step:

          ScriptState(
        −   count: 0,
        +   count: 1,
            log: []
          )

        (Expected: −, Actual: +)
        """
      ])
    XCTAssertEqual(log.lines, [line])
  }

  func testSend_WithoutAClosure_PassesWhenTheStateDidNotChange() {
    let (store, log) = scriptStore()
    store.assert(.send(.noop))
    XCTAssertEqual(log.messages, [])
  }

  func testSend_WithAClosureThatChangesNothing_IsReportedWhenTheStateDidNotChange() {
    let (store, log) = scriptStore(ScriptState(count: 3))
    let line: UInt = #line + 1
    store.assert(.send(.noop) { $0.count = 3 })
    XCTAssertEqual(
      log.messages,
      [
        "The closure of this step changes nothing, and the state did not change after sending "
          + "ScriptAction.noop either. Leave the closure off a step that changes no state."
      ])
    XCTAssertEqual(log.lines, [line])
  }

  func testSend_WithAClosureThatChangesNothing_WhenTheStateChanged_FailsWithTheDiff() {
    // The closure restates the old count: the advice about idle closures would be false here.
    let (store, log) = scriptStore()
    let line: UInt = #line + 1
    store.assert(.send(.increment) { $0.count = 0 })
    XCTAssertEqual(
      log.messages,
      [
        """
        The state after sending ScriptAction.increment is not the state the step expects:

          ScriptState(
        −   count: 0,
        +   count: 1,
            log: []
          )

        (Expected: −, Actual: +)
        """
      ])
    XCTAssertEqual(log.lines, [line])
  }

  func testSend_AfterAFailedStep_StartsFromTheActualState() {
    // One wrong expectation fails once; the next step is judged against what really happened.
    let (store, log) = scriptStore()
    let line: UInt = #line + 2
    store.assert(
      .send(.increment) { $0.count = 5 },
      .send(.increment) { $0.count = 2 }
    )
    XCTAssertEqual(log.lines, [line])
  }

  func testAClosureThatChangesNothing_IsReportedAgain_OnceAStepAfterTheFailureWasChecked() {
    // Right after a failure, a closure that changes nothing may only look so; one step later,
    // the advice is true again.
    let (store, log) = scriptStore()
    let first: UInt = #line + 2
    store.assert(
      .send(.increment) { $0.count = 5 },
      .send(.increment) { $0.count = 2 },
      .send(.noop) { $0.count = 2 }
    )
    XCTAssertEqual(log.lines, [first, first + 2])
    XCTAssertEqual(
      log.messages.last,
      "The closure of this step changes nothing, and the state did not change after sending "
        + "ScriptAction.noop either. Leave the closure off a step that changes no state.")
  }
}
