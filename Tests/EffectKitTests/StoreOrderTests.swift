import EffectKit
import XCTest

/// What each step of a send writes, in order.
private final class Log: @unchecked Sendable {
  var entries: [String] = []
}

private enum Action: Equatable {
  case increment
  case incrementAndStart([String])
}

/// An effect that writes `name` to `log` the moment it starts, then finishes.
private func recording(_ name: String, in log: Log) -> Effect<Action> {
  Effect { observer in
    log.entries.append(name)
    observer.finish()
    return Cancellable()
  }
}

/// The order in which a send updates the state, tells the observers and starts the effects.
final class StoreOrderTests: XCTestCase {
  private func makeStore(log: Log) -> Store<Int, Action> {
    Store(initialState: 0) { state, action in
      state += 1
      guard case .incrementAndStart(let names) = action else { return [] }
      return names.map { recording($0, in: log) }
    }
  }

  func testObserver_FindsTheNewStateInTheStore() {
    let store = makeStore(log: Log())
    var inStore: [Int] = []
    let observation = store.observe { _ in inStore.append(store.state) }

    store.send(.increment)

    XCTAssertEqual(inStore, [0, 1], "the state is stored before the observers hear of it")
    _ = observation
  }

  func testObservers_HearOfTheChangeBeforeTheEffectsStart() {
    let log = Log()
    let store = makeStore(log: log)
    let observation = store.observe { log.entries.append("observer \($0)") }

    store.send(.incrementAndStart(["effect"]))

    XCTAssertEqual(log.entries, ["observer 0", "observer 1", "effect"])
    _ = observation
  }

  func testEffects_StartInTheOrderTheReducerReturnsThem() {
    let log = Log()
    let store = makeStore(log: log)

    store.send(.incrementAndStart(["first", "second", "third"]))

    XCTAssertEqual(log.entries, ["first", "second", "third"])
  }

  func testObserver_ThatSendsWhenFirstCalled_HearsOfThatChangeToo() {
    let store = makeStore(log: Log())
    var seen: [Int] = []

    // The first call (with the current state) sends an action; the observer is already
    // registered, so it hears of the change that action makes.
    let observation = store.observe { state in
      seen.append(state)
      if state == 0 { store.send(.increment) }
    }

    XCTAssertEqual(seen, [0, 1])
    _ = observation
  }
}
