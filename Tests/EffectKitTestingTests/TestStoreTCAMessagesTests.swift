import Dispatch
import EffectKit
import EffectKitTesting
import XCTest

/// What the synchronous store shares with the async one of step 14, and with TCA: depth-first
/// chains, the state a closure sees, the fix in every end-of-test failure, the caller's line
/// through a helper, and one failure per mistake. Each test names the TCA test its scenario
/// comes from, where one exists.
final class TestStoreTCAMessagesTests: XCTestCase {
  enum Chain: Equatable { case a, b1, b2, b3, c1, c2, c3 }

  /// TCA's `TestStoreTests.testEffectConcatenation`: an effect sends `b1` then `c1` from a
  /// background queue; `b1`'s own effects send `b2` and `b3` at once, and are reduced before
  /// `c1` arrives.
  func testAnEffectsSend_ReducesAtOnce_SoAChainArrivesDepthFirst() {
    let store = TestStore(
      initialState: [Chain](),
      reducer: { (log: inout [Chain], action: Chain, _: Void) -> [Effect<Chain>] in
        log.append(action)
        switch action {
        case .a:
          return [
            Effect { observer in
              DispatchQueue.global().async {
                observer.send(.b1)
                observer.send(.c1)
                observer.finish()
              }
              return Cancellable()
            }
          ]
        case .b1: return [Effect(value: .b2), Effect(value: .b3)]
        case .c1: return [Effect(value: .c2), Effect(value: .c3)]
        case .b2, .b3, .c2, .c3: return []
        }
      },
      environment: ())
    let log = FailureLog()
    store.reportFailure = log.record
    store.timeout = 30

    store.assert(
      .send(.a) { $0 = [.a] },
      .receive(.b1) { $0.append(.b1) },
      .receive(.b2) { $0.append(.b2) },
      .receive(.b3) { $0.append(.b3) },
      .receive(.c1) { $0.append(.c1) },
      .receive(.c2) { $0.append(.c2) },
      .receive(.c3) { $0.append(.c3) }
    )

    XCTAssertEqual(log.messages, [])
  }

  /// TCA's `TestStoreTests.testStateAccess`: inside a step's closure `store.state` is the state
  /// before the step; after the step it is the new one.
  func testState_InsideAClosure_IsTheStateBeforeTheStep() {
    let (store, log) = scriptStore()
    var seenInside: [Int] = []
    var seenAfter: [Int] = []

    store.assert(
      .send(.add(1)) {
        seenInside.append(store.state.count)
        $0.count = 1
        $0.log = ["add 1"]
      },
      .receive(.add(10)) {
        seenInside.append(store.state.count)
        $0.count = 11
        $0.log.append("add 10")
      },
      .do { seenAfter.append(store.state.count) }
    )

    XCTAssertEqual(seenInside, [0, 1])
    XCTAssertEqual(seenAfter, [11])
    XCTAssertEqual(log.messages, [])
  }

  /// TCA's `TestStoreFailureTests.testReceivedActionAfterDeinit`: a test that forgets to
  /// receive an action is told to receive it, at the end, and nothing is said about effects.
  func testAForgottenReceive_GetsTheReceiveAdvice() {
    let (store, log) = scriptStore()
    store.timeout = 30
    let line: UInt = #line + 1
    store.assert(.send(.sendFromBackground(3)))

    XCTAssertEqual(log.lines, [line], "one failure, at the assert: \(log.messages)")
    XCTAssertTrue(
      log.messages.first?.hasSuffix(
        "To fix, assert it with a receive step, or check that the "
          + "reducer returns the effects you meant.") ?? false, "\(log.messages)")
  }

  /// A step built by a helper that passes `file` and `line` through fails at the caller.
  func testAHelperThatPassesItsCallersLocation_FailsAtTheCaller() {
    let (store, log) = scriptStore()
    let line: UInt = #line + 1
    store.assert(incrementWithoutAssertingIt())

    XCTAssertEqual(log.lines, [line])
    XCTAssertEqual(log.files, ["\(#filePath)"])
  }

  /// TCA's `TestStoreFailureTests.testSendActionBeforeReceivingFailure`, as step 10 met it: a
  /// `.do` step before the queued action is received fails once; receiving it afterwards, with
  /// a closure written from the state before it, fails nothing more.
  func testOneMistake_OneFailure_TheStoreResynchronises() {
    for update: (inout ScriptState) -> Void in [
      {
        $0.count = 2
        $0.log = ["add 2"]
      },
      {
        $0.count += 2
        $0.log.append("add 2")
      },
    ] {
      let (store, log) = scriptStore()
      let line: UInt = #line + 3
      store.assert(
        .send(.sendAtOnce([2])),
        .do {},
        .receive(.add(2), update),
        .send(.increment) { $0.count = 3 }
      )

      XCTAssertEqual(log.lines, [line])
      XCTAssertTrue(
        log.messages.first?.hasPrefix(
          "1 received action must be asserted with .receive before this .do step") ?? false,
        "\(log.messages)")
    }
  }

  /// After the one failure, a closure that is wrong for the action it receives still fails: the
  /// store judges it by that action's own change.
  func testAfterResynchronising_AWrongClosure_StillFails() {
    let (store, log) = scriptStore()
    store.assert(
      .send(.sendAtOnce([2])),
      .do {},
      .receive(.add(2)) { $0.count = 5 }
    )

    XCTAssertEqual(log.messages.count, 2, "\(log.messages)")
    XCTAssertTrue(
      log.messages.last?.hasPrefix(
        "The state after receiving ScriptAction.add(2) is not the state the step expects") ?? false,
      "\(log.messages)")
  }

  /// As step 10's shipped tests met it: a `.receive` that found nothing fails; the next step's
  /// closure changes nothing only because the failed step left the state behind, so it is not
  /// told to leave its closure off.
  func testAfterAFailure_AClosureThatLooksIdle_IsNotAdvisedAgainst() {
    let (store, log) = scriptStore()
    let line: UInt = #line + 2
    store.assert(
      .receive(.add(2)) { $0.count = 2 },
      .send(.noop) { $0.count = 0 }
    )

    XCTAssertEqual(log.lines, [line], "\(log.messages)")
  }

  private func incrementWithoutAssertingIt(file: StaticString = #filePath, line: UInt = #line)
    -> TestStore<ScriptState, ScriptAction, ScriptEnvironment>.Step
  {
    .send(.increment, file: file, line: line)
  }
}
