import EffectKitTesting
import XCTest

/// Rule 7: failures go through a reporter that tests can replace; by default each one is an
/// `XCTFail` at the file and line of its step.
final class TestStoreReportingTests: XCTestCase {
  private var recorded: [(message: String, file: String, line: Int)] = []
  private var isRecording = false

  func testDefaultReporter_FailsTheTestAtTheStepsFileAndLine() {
    let store = TestStore(
      initialState: ScriptState(), reducer: scriptReducer, environment: ScriptEnvironment())
    let line = #line + 3
    isRecording = true
    store.assert(
      .send(.increment) { $0.count = 2 }
    )
    isRecording = false
    XCTAssertEqual(recorded.map(\.file), ["\(#filePath)"])
    XCTAssertEqual(recorded.map(\.line), [line])
    XCTAssertTrue(
      recorded.first?.message.contains("The state after sending ScriptAction.increment") ?? false,
      "\(recorded)")
  }

  func testReplacedReporter_ReceivesTheFailuresInsteadOfXCTest() {
    let (store, log) = scriptStore()
    store.assert(.send(.increment), .send(.increment))
    XCTAssertEqual(log.failures.count, 2)
  }

  // NB: capture what XCTFail records while `isRecording`, on either platform's XCTest.
  #if canImport(ObjectiveC)
    override func record(_ issue: XCTIssue) {
      guard isRecording else { return super.record(issue) }
      let location = issue.sourceCodeContext.location
      recorded.append(
        (issue.compactDescription, location?.fileURL.path ?? "", location?.lineNumber ?? 0))
    }
  #else
    override func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
      expected: Bool
    ) {
      guard isRecording else {
        return super.recordFailure(
          withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      }
      recorded.append((description, filePath, lineNumber))
    }
  #endif
}
