import EffectKitTesting
import XCTest

/// Rule 3: `receive` takes the oldest queued action. A different action fails with a diff and is
/// used up; an empty queue fails, after waiting a bounded time for effects still in flight.
final class TestStoreReceiveTests: XCTestCase {
  func testReceive_TakesTheOldestActionFirst() {
    let (store, log) = scriptStore()
    store.assert(
      .send(.sendAtOnce([2, 3])),
      .receive(.add(2)) {
        $0.count = 2
        $0.log = ["add 2"]
      },
      .receive(.add(3)) {
        $0.count = 5
        $0.log = ["add 2", "add 3"]
      }
    )
    XCTAssertEqual(log.messages, [])
  }

  func testReceive_ADifferentAction_FailsWithADiff_AndIsUsedUp() {
    let (store, log) = scriptStore()
    let line: UInt = #line + 3
    store.assert(
      .send(.sendAtOnce([2, 3])),
      .receive(.add(3)),
      // `add(2)` was taken by the failed step, and the state it produced counts as asserted:
      // the next step gets `add(3)` and starts from count 2 (hence `+=`).
      .receive(.add(3)) {
        $0.count += 3
        $0.log.append("add 3")
      }
    )
    XCTAssertEqual(
      log.messages,
      [
        """
        Received an action other than the one this step expects:

        − ScriptAction.add(3)
        + ScriptAction.add(2)

        (Expected: −, Actual: +)
        """
      ])
    XCTAssertEqual(log.lines, [line])
    XCTAssertEqual(log.files, ["\(#filePath)"])
  }

  func testReceive_WithoutAClosure_FailsWhenTheStateChanged() {
    let (store, log) = scriptStore()
    let line: UInt = #line + 3
    store.assert(
      .send(.sendAtOnce([2])),
      .receive(.add(2))
    )
    XCTAssertEqual(log.lines, [line])
    XCTAssertTrue(
      log.messages.first?.hasPrefix(
        "The state changed after receiving ScriptAction.add(2), but the step expects no change.")
        ?? false, "\(log.messages)")
  }

  func testReceive_WhenNothingWasSentAndNothingRuns_FailsAtOnce() {
    let (store, log) = scriptStore()
    let line: UInt = #line + 3
    store.assert(
      .send(.increment) { $0.count = 1 },
      .receive(.add(1))
    )
    XCTAssertEqual(
      log.messages,
      [
        "Expected to receive ScriptAction.add(1), but no action was received, and no effect is "
          + "still running to send one."
      ])
    XCTAssertEqual(log.lines, [line])
  }

  func testReceive_WhenAnEffectOnARealQueueSendsNothing_FailsAfterTheTimeout() {
    let (store, log) = scriptStore()
    store.timeout = 0.1
    let line: UInt = #line + 2
    store.assert(
      .send(.workInBackground),
      .receive(.add(1))
    )
    XCTAssertEqual(
      log.messages.first,
      "Expected to receive ScriptAction.add(1), but nothing arrived within 0.1 s while 1 effect "
        + "kept running.")
    // The effect is still running when the test ends, which fails at the step that started it.
    XCTAssertEqual(log.lines, [line + 1, line])
  }

  func testReceive_WhenTheOnlyEffectNeverEnds_FailsAtOnce() {
    let (store, log) = scriptStore()
    store.timeout = 30
    let started = Date()
    let line: UInt = #line + 2
    store.assert(
      .send(.startForever(effects: 1)),
      .receive(.add(1))
    )
    XCTAssertLessThan(Date().timeIntervalSince(started), 10, "waited for an effect that never ends")
    XCTAssertEqual(
      log.messages.first,
      "Expected to receive ScriptAction.add(1), but nothing arrived, and the effect still running "
        + "never ends.")
    XCTAssertEqual(log.lines, [line + 1, line])
  }
}
