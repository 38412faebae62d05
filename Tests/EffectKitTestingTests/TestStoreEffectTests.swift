import EffectKitTesting
import XCTest

/// Rule 2: effects start when the reducer returns them, and every action they send is reduced
/// in the order sent, breadth first as in TCA's store, and queued for `receive` with the state it
/// produced.
final class TestStoreEffectTests: XCTestCase {
  func testEffects_StartAsSoonAsTheReducerReturnsThem() {
    var fired = 0
    let (store, log) = scriptStore(environment: ScriptEnvironment(fire: { fired += 1 }))
    store.assert(
      .send(.fireAndForget),
      .do { XCTAssertEqual(fired, 1, "the effect should have run during the send") }
    )
    XCTAssertEqual(log.messages, [])
  }

  func testActionsSentAtOnce_AreReducedBreadthFirst_EachWithTheStateItProduced() {
    // `sendAtOnce` sends `add(1)` and `add(2)` at once; `add(1)` starts an effect of its own that
    // sends `add(10)` at once. Like TCA's store, the store finishes what was already sent
    // before it reduces what those actions send: add 1, add 2, then add 10.
    let (store, log) = scriptStore()
    store.assert(
      .send(.sendAtOnce([1, 2])),
      .receive(.add(1)) {
        $0.count = 1
        $0.log = ["add 1"]
      },
      .receive(.add(2)) {
        $0.count = 3
        $0.log = ["add 1", "add 2"]
      },
      .receive(.add(10)) {
        $0.count = 13
        $0.log = ["add 1", "add 2", "add 10"]
      }
    )
    XCTAssertEqual(log.messages, [])
  }

  func testActionsSentFromABackgroundQueue_AreWaitedFor() {
    let (store, log) = scriptStore()
    store.assert(
      .send(.sendFromBackground(4)),
      .receive(.add(4)) {
        $0.count = 4
        $0.log = ["add 4"]
      }
    )
    XCTAssertEqual(log.messages, [])
  }

  func testActionsSentOnTheMainQueue_AreWaitedFor() {
    // NB: the effect finishes on the main queue after it sends; the end of the test waits for it.
    let (store, log) = scriptStore()
    store.assert(
      .send(.sendOnMain(5)),
      .receive(.add(5)) {
        $0.count = 5
        $0.log = ["add 5"]
      }
    )
    XCTAssertEqual(log.messages, [])
  }
}
