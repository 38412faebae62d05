import EffectKit
import Foundation
import Testing
import XCTest

@testable import EffectKitAsyncTesting

/// The store's failures reach the testing library that runs the test: Swift Testing here.
@MainActor
@Suite struct SwiftTestingReporterTests {
  @Test func aFailure_IsAnIssueAtTheStepsLine() async {
    let line = #line + 4
    await withKnownIssue {
      let store = TestStore(initialState: Tally()) { reducer() }
      // The failure this test expects:
      await store.send(.tap) { $0.count = 2 }
    } matching: { issue in
      issue.sourceLocation?.line == line
        && issue.comments.contains { $0.rawValue.contains("is not the state the step expects") }
    }
  }

  @Test func aSkippedAssertion_IsAKnownIssue_AndTheTestPasses() async {
    let store = TestStore(initialState: Tally()) { reducer() }
    store.exhaustivity = .off(showSkippedAssertions: true)
    // Shows one skipped assertion (the change to the log), which must not fail this test.
    await store.send(.tap) { $0.count = 1 }
    await store.send(.a)
  }
}

/// The store's failures reach XCTest when XCTest runs the test.
final class XCTestReporterTests: XCTestCase {
  private var captured: [(description: String, line: Int)] = []
  private var isCapturing = false

  #if canImport(Darwin)
    override func record(_ issue: XCTIssue) {
      guard isCapturing else { return super.record(issue) }
      captured.append((issue.compactDescription, issue.sourceCodeContext.location?.lineNumber ?? 0))
    }
  #else
    override func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
      expected: Bool
    ) {
      guard isCapturing else {
        return super.recordFailure(
          withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      }
      captured.append((description, lineNumber))
    }
  #endif

  @MainActor
  func testAFailure_IsAnXCTFailAtTheStepsLine() async {
    let store = TestStore(initialState: Tally()) { reducer() }
    isCapturing = true
    let line = #line + 1
    await store.send(.tap) { $0.count = 2 }
    isCapturing = false

    XCTAssertEqual(captured.map(\.line), [line])
    XCTAssertTrue(
      captured.first?.description.contains("is not the state the step expects") == true,
      "\(captured)")
  }
}
