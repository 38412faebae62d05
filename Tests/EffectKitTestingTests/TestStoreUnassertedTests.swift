import EffectKitTesting
import XCTest

/// Rule 4: a `send`, `do` or `environment` step fails while received actions are still
/// unasserted, and says how many and which.
final class TestStoreUnassertedTests: XCTestCase {
  func testSend_WithReceivedActionsNotYetAsserted_FailsListingThem() {
    let (store, log) = scriptStore()
    let line: UInt = #line + 3
    store.assert(
      .send(.sendAtOnce([2, 3])),
      // The two actions count as seen now, so this step starts from count 5.
      .send(.increment) { $0.count = 6 }
    )
    XCTAssertEqual(
      log.messages,
      [
        """
        2 received actions must be asserted with .receive before sending ScriptAction.increment:
          ScriptAction.add(2)
          ScriptAction.add(3)
        """
      ])
    XCTAssertEqual(log.lines, [line + 1])
    XCTAssertEqual(log.files, ["\(#filePath)"])
  }

  func testDoStep_WithAReceivedActionNotYetAsserted_Fails() {
    let (store, log) = scriptStore()
    let line: UInt = #line + 3
    store.assert(
      .send(.sendAtOnce([2])),
      .do {}
    )
    XCTAssertEqual(
      log.messages,
      [
        "1 received action must be asserted with .receive before this .do step:\n"
          + "  ScriptAction.add(2)"
      ])
    XCTAssertEqual(log.lines, [line])
  }

  func testEnvironmentStep_WithAReceivedActionNotYetAsserted_Fails() {
    let (store, log) = scriptStore()
    let line: UInt = #line + 3
    store.assert(
      .send(.sendAtOnce([2])),
      .environment { $0.number = 7 }
    )
    XCTAssertEqual(
      log.messages,
      [
        "1 received action must be asserted with .receive before changing the environment:\n"
          + "  ScriptAction.add(2)"
      ])
    XCTAssertEqual(log.lines, [line])
  }

  func testReceivingSomeOfTheActionsAFailureListed_LeavesTheStepsPastThemAll() {
    // The `.do` step's failure moved the steps past add(2) and add(3). Receiving add(2) is
    // judged by its own change; the step after it still starts from count 5.
    let (store, log) = scriptStore()
    let line: UInt = #line + 3
    store.assert(
      .send(.sendAtOnce([2, 3])),
      .do {},
      .receive(.add(2)) {
        $0.count = 2
        $0.log = ["add 2"]
      },
      .send(.increment) { $0.count += 1 }
    )
    XCTAssertEqual(log.lines, [line], log.messages.joined(separator: "\n\n"))
  }
}
