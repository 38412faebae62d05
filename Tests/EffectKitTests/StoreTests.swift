import EffectKit
import XCTest

private enum Action: Equatable {
  case increment
  case incrementLater
  case incrementInBackground
  case startEndless
}

private func reducer(state: inout Int, action: Action) -> [Effect<Action>] {
  switch action {
  case .increment:
    state += 1
    return []
  case .incrementLater:
    return [Effect(value: .increment)]
  case .incrementInBackground:
    let background = Effect<Action> { observer in
      DispatchQueue.global().async {
        observer.send(.increment)
        observer.finish()
      }
      return Cancellable()
    }
    return [background.receive(on: .main)]
  case .startEndless:
    return [Effect.empty(completeImmediately: false)]
  }
}

final class StoreTests: XCTestCase {
  func testSend_RunsTheReducer() {
    let store = Store(initialState: 0, reducer: reducer)

    store.send(.increment)

    XCTAssertEqual(store.state, 1)
  }

  func testSend_FeedsEffectOutputBackAndForgetsFinishedEffects() {
    let store = Store(initialState: 0, reducer: reducer)

    store.send(.incrementLater)

    XCTAssertEqual(store.state, 1)
    XCTAssertEqual(store.runningEffectCount, 0)
  }

  func testSend_FeedsBackAsynchronousOutput() {
    let store = Store(initialState: 0, reducer: reducer)
    let incremented = expectation(description: "incremented")
    let observation = store.observe { if $0 == 1 { incremented.fulfill() } }

    store.send(.incrementInBackground)

    wait(for: [incremented], timeout: 5)
    XCTAssertEqual(store.state, 1)
    _ = observation
  }

  func testSend_ForgetsAnAsynchronousEffectOnceItFinishes() {
    let store = Store(initialState: 0, reducer: reducer)

    store.send(.incrementInBackground)
    XCTAssertEqual(store.runningEffectCount, 1)

    // NB: the effect finishes on the main queue, which this loop lets run; 5 s is generous.
    let deadline = Date().addingTimeInterval(5)
    while store.runningEffectCount > 0, Date() < deadline {
      RunLoop.main.run(until: Date().addingTimeInterval(0.01))
    }
    XCTAssertEqual(store.state, 1)
    XCTAssertEqual(store.runningEffectCount, 0, "a finished effect is no longer counted")
  }

  func testObserve_SeesTheCurrentStateThenEveryChangeUntilCancelled() {
    let store = Store(initialState: 0, reducer: reducer)
    var seen: [Int] = []

    let observation = store.observe { seen.append($0) }
    store.send(.increment)
    observation.cancel()
    store.send(.increment)

    XCTAssertEqual(seen, [0, 1])
  }

  func testRunningEffects_AreKeptUntilTheyFinish() {
    let store = Store(initialState: 0, reducer: reducer)

    store.send(.startEndless)

    XCTAssertEqual(store.runningEffectCount, 1)
  }
}
