import EffectKit
import EffectKitTesting
import XCTest

/// The environment: handed to a reducer that takes it as a parameter, or installed into a global
/// for a reducer that reads one; an `.environment` step changes it mid-test.
final class TestStoreEnvironmentTests: XCTestCase {
  func testEnvironmentStep_ChangesWhatTheReducerSeesFromThenOn() {
    let (store, log) = scriptStore(environment: ScriptEnvironment(number: 1))
    store.assert(
      .send(.readEnvironment) { $0.count = 1 },
      .environment { $0.number = 2 },
      .send(.readEnvironment) { $0.count = 2 }
    )
    XCTAssertEqual(log.messages, [])
  }

  func testGlobalEnvironment_IsInstalledAtTheStartAndAfterEveryEnvironmentStep() {
    let store = TestStore(
      initialState: ScriptState(),
      reducer: globalScriptReducer,
      environment: ScriptEnvironment(number: 1),
      install: { CurrentScript = $0 }
    )
    let log = FailureLog()
    store.reportFailure = log.record
    store.assert(
      .send(.readEnvironment) { $0.count = 1 },
      .environment { $0.number = 3 },
      .do { XCTAssertEqual(CurrentScript.number, 3) },
      .send(.readEnvironment) { $0.count = 3 }
    )
    XCTAssertEqual(log.messages, [])
  }

  func testDoStep_ThatThrows_FailsAtTheStep() {
    struct Oops: Error {}
    let (store, log) = scriptStore()
    let line: UInt = #line + 1
    store.assert(.do { throw Oops() })
    XCTAssertEqual(log.messages, ["The .do step threw an error: Oops()"])
    XCTAssertEqual(log.lines, [line])
  }
}

/// The global a reducer of the early, `Current`-style architecture reads its environment from.
nonisolated(unsafe) var CurrentScript = ScriptEnvironment()

/// The script reducer in the shape `(inout State, Action) -> [Effect<Action>]`, reading the global.
func globalScriptReducer(state: inout ScriptState, action: ScriptAction) -> [Effect<ScriptAction>] {
  scriptReducer(state: &state, action: action, environment: CurrentScript)
}
