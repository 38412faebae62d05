import EffectKit
import EffectKitTesting
import XCTest

/// Behaviours the store shares with TCA's: re-entrant sends are queued, synchronous cascades run
/// breadth first, a failed step keeps what it found, effects parked on a test scheduler are
/// reported at once, and the state, throwing closures and predicates work as in TCA.
final class TestStoreTCAParityTests: XCTestCase {
  func testReentrantSend_FromAnEffectThatEmitsWhileTheReducerRuns_IsQueuedNotACrash() {
    // `.publish` sets a value that a listening effect turns into `.heard` while the reducer is
    // still running: the store must reduce `.heard` after `.publish`, not inside it.
    let (store, log) = parityStore()
    store.assert(
      .send(.listen),
      .send(.publish(3)) { $0.published = 3 },
      .receive(.heard(3)) { $0.heard = [3] }
    )
    XCTAssertEqual(log.messages, [])
  }

  func testCascade_IsReducedBreadthFirst() {
    // `.a` returns `merge(b, c)`, and `.b` returns `b2`: TCA reduces b, c, then b2.
    let (store, log) = parityStore()
    store.assert(
      .send(.a),
      .receive(.b) { $0.reduced = ["b"] },
      .receive(.c) { $0.reduced = ["b", "c"] },
      .receive(.b2) { $0.reduced = ["b", "c", "b2"] }
    )
    XCTAssertEqual(log.messages, [])
  }

  func testActionsFromABackgroundQueue_ArriveInTheOrderSent() {
    let (store, log) = parityStore()
    store.assert(
      .send(.countInBackground(3)),
      .receive(.counted(1)) { $0.counted = [1] },
      .receive(.counted(2)) { $0.counted = [1, 2] },
      .receive(.counted(3)) { $0.counted = [1, 2, 3] }
    )
    XCTAssertEqual(log.messages, [])
  }

  func testSendBeforeReceiving_FailsOnce_AndTheReceivesAfterItStillFindTheActions() {
    let (store, log) = parityStore()
    store.assert(
      .send(.a),
      .send(.noop),
      .receive(.b) { $0.reduced = ["b"] },
      .receive(.c) { $0.reduced = ["b", "c"] },
      .receive(.b2) { $0.reduced = ["b", "c", "b2"] }
    )
    XCTAssertEqual(log.messages.count, 1, "\(log.messages)")
    XCTAssertTrue(
      log.messages.first?.hasPrefix(
        "3 received actions must be asserted with .receive before sending ParityAction.noop")
        ?? false,
      "\(log.messages)")
  }

  func testUnreceivedActionsNeverReceived_AreListedOnceNotAgainAtTheEnd() {
    let (store, log) = parityStore()
    store.assert(.send(.a), .send(.noop), .send(.noop))
    XCTAssertEqual(log.messages.count, 1, "\(log.messages)")
  }

  func testEnd_WithAnEffectParkedOnATestScheduler_FailsAtOnceNamingTheScheduler() {
    let scheduler = TestScheduler()
    let (store, log) = parityStore(scheduler: scheduler)
    store.timeout = 30
    let started = Date()
    store.assert(.send(.later))
    XCTAssertLessThan(Date().timeIntervalSince(started), 10, "waited for virtual time")
    XCTAssertEqual(log.messages.count, 1, "\(log.messages)")
    XCTAssertTrue(log.messages.first?.contains("advance the test scheduler") ?? false)
  }

  func testReceive_WhileTheEffectIsParkedOnATestScheduler_FailsAtOnceNamingTheScheduler() {
    let scheduler = TestScheduler()
    let (store, log) = parityStore(scheduler: scheduler)
    store.timeout = 30
    let started = Date()
    store.assert(
      .send(.later),
      .receive(.b) { $0.reduced = ["b"] },
      .do { scheduler.run() },
      .receive(.b) { $0.reduced = ["b"] },
      .receive(.b2) { $0.reduced = ["b", "b2"] }
    )
    XCTAssertLessThan(Date().timeIntervalSince(started), 10, "waited for virtual time")
    XCTAssertEqual(log.messages.count, 1, "\(log.messages)")
    XCTAssertTrue(
      log.messages.first?.contains("Advance the test scheduler (`scheduler.advance(by:)`)")
        ?? false, "\(log.messages)")
  }

  func testEffectParkedOnATestScheduler_OnceAdvanced_PassesWithoutAnyWait() {
    let scheduler = TestScheduler()
    let (store, log) = parityStore(scheduler: scheduler)
    store.assert(
      .send(.later),
      .do { scheduler.advance(by: 5) },
      .receive(.b) { $0.reduced = ["b"] },
      .receive(.b2) { $0.reduced = ["b", "b2"] }
    )
    XCTAssertEqual(log.messages, [])
  }

  func testState_IsReadableBetweenSteps() {
    let (store, log) = parityStore()
    store.assert(
      .send(.publish(7)) { $0.published = 7 },
      .do { XCTAssertEqual(store.state.published, 7) }
    )
    XCTAssertEqual(store.state.published, 7)
    XCTAssertEqual(log.messages, [])
  }

  func testAssertionClosureThatThrows_IsAFailureAtThatStep() {
    struct Unparsable: Error {}
    let (store, log) = parityStore()
    store.assert(
      .send(.publish(7)) { _ in throw Unparsable() }
    )
    XCTAssertEqual(log.messages, ["The closure of this step threw an error: Unparsable()"])
    XCTAssertEqual(log.lines, [#line - 3])
  }

  func testReceiveWithAPredicate_MatchesWithoutSpellingThePayload() {
    let (store, log) = parityStore()
    store.assert(
      .send(.countInBackground(1)),
      .receive({ if case .counted = $0 { return true } else { return false } }) {
        $0.counted = [1]
      }
    )
    XCTAssertEqual(log.messages, [])
  }

  func testReceiveWithAPredicate_ThatDoesNotMatch_FailsShowingTheAction() {
    let (store, log) = parityStore()
    store.assert(
      .send(.countInBackground(1)),
      .receive({ $0 == .noop })
    )
    XCTAssertEqual(
      log.messages,
      ["Received an action that does not match this step's predicate:\n\n  ParityAction.counted(1)"]
    )
  }
}

/// The real store and the test store agree on the order of a cascade.
final class StoreTCAParityTests: XCTestCase {
  func testStore_ReducesACascadeBreadthFirst_LikeTheTestStore() {
    var order: [String] = []
    let store = Store(initialState: ParityState()) { (state, action: ParityAction) in
      order.append("\(action)")
      return parityReducer(state: &state, action: action, environment: ParityEnvironment())
    }
    store.send(.a)
    XCTAssertEqual(order, ["a", "b", "c", "b2"])
    XCTAssertEqual(store.state.reduced, ["b", "c", "b2"])
  }

  func testStore_ReentrantSendFromInsideTheReducer_IsQueuedNotACrash() {
    let environment = ParityEnvironment()
    let store = Store(initialState: ParityState()) { (state, action: ParityAction) in
      parityReducer(state: &state, action: action, environment: environment)
    }
    store.send(.listen)
    store.send(.publish(4))
    XCTAssertEqual(store.state.published, 4)
    XCTAssertEqual(store.state.heard, [4])
  }
}

// MARK: - A feature for these tests

enum ParityAction: Equatable {
  case a, b, c, b2, noop, listen, later
  case publish(Int)
  case heard(Int)
  case countInBackground(Int)
  case counted(Int)
}

struct ParityState: Equatable {
  var reduced: [String] = []
  var published = 0
  var heard: [Int] = []
  var counted: [Int] = []
}

struct ParityEnvironment {
  var value = PublishedValue(0)
  var scheduler: any Scheduler = ImmediateScheduler()
}

func parityReducer(
  state: inout ParityState, action: ParityAction, environment: ParityEnvironment
) -> [Effect<ParityAction>] {
  switch action {
  case .a:
    return [.merge(Effect(value: .b), Effect(value: .c))]
  case .b:
    state.reduced.append("b")
    return [Effect(value: .b2)]
  case .c, .b2:
    state.reduced.append("\(action)")
    return []
  case .noop:
    return []
  case .listen:
    return [environment.value.values.dropFirst().prefix(1).map(ParityAction.heard)]
  case .later:
    return [Effect(value: .b).delay(for: 5, scheduler: environment.scheduler)]
  case let .publish(value):
    state.published = value
    // NB: the listening effect emits while this reducer is still running.
    environment.value.value = value
    return []
  case let .heard(value):
    state.heard.append(value)
    return []
  case let .countInBackground(count):
    return [
      Effect { observer in
        DispatchQueue.global().async {
          (1...count).forEach { observer.send(.counted($0)) }
          observer.finish()
        }
        return Cancellable()
      }
    ]
  case let .counted(number):
    state.counted.append(number)
    return []
  }
}

func parityStore(scheduler: any Scheduler = ImmediateScheduler())
  -> (TestStore<ParityState, ParityAction, ParityEnvironment>, FailureLog)
{
  let store = TestStore(
    initialState: ParityState(), reducer: parityReducer,
    environment: ParityEnvironment(scheduler: scheduler))
  let log = FailureLog()
  store.reportFailure = log.record
  return (store, log)
}
