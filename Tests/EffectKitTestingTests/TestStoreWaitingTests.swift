import EffectKit
import EffectKitTesting
import Foundation
import XCTest

/// How the store waits for effects: never longer than it must, at once when waiting cannot help,
/// and never keeping itself alive.
final class TestStoreWaitingTests: XCTestCase {
  func testTimeout_IsOneSecondByDefault_AsInTCA() {
    XCTAssertEqual(scriptStore().0.timeout, 1)
  }

  func testAPassingTest_NeverWaitsOutTheTimeout() {
    let (store, log) = scriptStore()
    store.timeout = 30
    let started = Date()
    store.assert(
      .send(.sendAtOnce([2])),
      .receive(.add(2)) {
        $0.count = 2
        $0.log = ["add 2"]
      },
      .send(.sendLaterThenWait(3)),
      .receive(.add(3)) {
        $0.count = 5
        $0.log.append("add 3")
      },
      .do { _ = scriptGate.signal() },
      .send(.finishOnMain)
    )
    XCTAssertEqual(log.messages, [])
    XCTAssertLessThan(
      Date().timeIntervalSince(started), 10,
      "each wait ends when an action arrives or the effects finish, not at the 30 s timeout")
  }

  func testReceive_WhenTheOnlyEffectNeverEnds_FailsAtOnceSayingSo() {
    let (store, log) = scriptStore()
    store.timeout = 30
    let started = Date()
    store.assert(.send(.startForever(effects: 1)), .receive(.add(1)))
    XCTAssertLessThan(Date().timeIntervalSince(started), 10)
    XCTAssertTrue(log.messages.first?.contains("never ends") ?? false, "\(log.messages)")
  }

  func testReceive_WithOnePieceOfWorkOnATestScheduler_FailsAtOnceNamingIt() {
    let scheduler = TestScheduler()
    let (store, log) = scriptStore(environment: ScriptEnvironment(scheduler: scheduler))
    store.timeout = 30
    store.assert(
      .send(.addOnScheduler(2)),
      .receive(.add(2)),
      .do { scheduler.advance(by: 1) },
      .receive(.add(2)) {
        $0.count = 2
        $0.log = ["add 2"]
      }
    )
    XCTAssertEqual(log.messages.count, 1, "\(log.messages)")
    XCTAssertTrue(
      log.messages.first?.contains("scheduler.advance(by:)") ?? false, "\(log.messages)")
  }

  func testWorkParkedOnATestScheduler_StillCounts_AfterAnotherSchedulerIsMade() {
    let scheduler = TestScheduler()
    let (store, log) = scriptStore(environment: ScriptEnvironment(scheduler: scheduler))
    store.timeout = 30
    store.assert(
      .send(.addOnScheduler(2)),
      .do { _ = TestScheduler() },
      .receive(.add(2)),
      .do { scheduler.advance(by: 1) },
      .receive(.add(2)) {
        $0.count = 2
        $0.log = ["add 2"]
      }
    )
    XCTAssertTrue(
      log.messages.first?.contains("scheduler.advance(by:)") ?? false, "\(log.messages)")
  }

  func testReceive_WaitsForAnEffectOnARealQueue_WhileAnotherIsParkedOnATestScheduler() {
    // Only when every running effect is stuck does waiting stop helping: one that is parked
    // leaves the other, which sends half a second later, to be waited for.
    let scheduler = TestScheduler()
    let (store, log) = scriptStore(environment: ScriptEnvironment(scheduler: scheduler))
    store.timeout = 30
    store.assert(
      .send(.addOnScheduler(2)),
      .send(.sendLaterThenWait(3)),
      .receive(.add(3)) {
        $0.count = 3
        $0.log = ["add 3"]
      },
      .do {
        _ = scriptGate.signal()
        scheduler.advance(by: 1)
      },
      .receive(.add(2)) {
        $0.count = 5
        $0.log.append("add 2")
      }
    )
    XCTAssertEqual(log.messages, [])
  }

  func testTheEnd_WaitsForAnEffectAboutToFinish_WhileAnotherIsParked_AndNamesOnlyTheParkedOne() {
    let scheduler = TestScheduler()
    let (store, log) = scriptStore(environment: ScriptEnvironment(scheduler: scheduler))
    store.timeout = 30
    store.assert(
      .send(.addOnScheduler(2)),
      .send(.finishOnMain)
    )
    XCTAssertEqual(log.messages.count, 1, "\(log.messages)")
    XCTAssertTrue(
      log.messages.first?.contains("ScriptAction.addOnScheduler(2)") ?? false, "\(log.messages)")
    XCTAssertFalse(
      log.messages.joined().contains("finishOnMain"),
      "the effect on the main queue finished while the store waited: \(log.messages)")
  }

  func testASecondAssert_StartsFromTheStateTheFirstLeft_WithNothingQueued() {
    let (store, log) = scriptStore()
    let line: UInt = #line + 1
    store.assert(.send(.sendAtOnce([2])))
    store.assert(.send(.noop))
    XCTAssertEqual(log.lines, [line], "\(log.messages)")
  }

  func testTheEnd_WaitsForAnEffectAboutToFinish() {
    let (store, log) = scriptStore()
    store.assert(.send(.finishOnMain))
    XCTAssertEqual(log.messages, [])
  }

  func testTheStore_IsReleasedAfterItsTest() {
    weak var released: TestStore<ScriptState, ScriptAction, ScriptEnvironment>?
    do {
      let (store, _) = scriptStore()
      store.assert(
        .send(.sendOnMain(2)),
        .receive(.add(2)) {
          $0.count = 2
          $0.log = ["add 2"]
        })
      released = store
    }
    XCTAssertNil(released, "a wait must not keep the store alive once it is over")
  }
}
