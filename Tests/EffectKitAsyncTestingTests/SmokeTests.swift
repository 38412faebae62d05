import EffectKit
import Foundation
import Testing

@testable import EffectKitAsyncTesting

enum A: Equatable, Sendable { case tap, response(Int), a, b, c, b2 }
struct S: Equatable { var count = 0; var log: [String] = [] }

func reducer(state: inout S, action: A) -> [Effect<A>] {
  switch action {
  case .tap:
    state.count += 1
    return [.run { send in await send(.response(42)) }]
  case let .response(n):
    state.count = n
    return []
  case .a: state.log.append("a"); return [Effect(value: .b), Effect(value: .c)]
  case .b: state.log.append("b"); return [Effect(value: .b2)]
  case .c: state.log.append("c"); return []
  case .b2: state.log.append("b2"); return []
  }
}

@MainActor @Suite struct Smoke {
  @Test func happy() async {
    let store = TestStore(initialState: S()) { reducer }
    await store.send(.tap) { $0.count = 1 }
    await store.receive(.response(42)) { $0.count = 42 }
  }
  @Test func cascade() async {
    let store = TestStore(initialState: S()) { reducer }
    await store.send(.a) { $0.log = ["a"] }
    await store.receive(.b) { $0.log.append("b") }
    await store.receive(.c) { $0.log.append("c") }
    await store.receive(.b2) { $0.log.append("b2") }
  }
  @Test func leftovers() async {
    await withKnownIssue {
      let store = TestStore(initialState: S()) { reducer }
      await store.send(.tap) { $0.count = 1 }
    }
  }
  @Test func nonExhaustive() async {
    let store = TestStore(initialState: S()) { reducer }
    store.exhaustivity = .off(showSkippedAssertions: true)
    await store.send(.a)
    await store.receive(.b2) { $0.log = ["a", "b", "c", "b2"] }
  }
}
