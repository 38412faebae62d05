import XCTest

/// A failure that an assertion reported while failures were being captured.
public struct CapturedFailure: Equatable, Sendable, CustomStringConvertible {
  /// What the assertion said.
  public let message: String
  /// The file the failure was reported at.
  public let file: String
  /// The line the failure was reported at.
  public let line: Int

  /// Creates a captured failure.
  public init(message: String, file: String, line: Int) {
    self.message = message
    self.file = file
    self.line = line
  }

  /// `File.swift:12: message`.
  public var description: String {
    "\((file as NSString).lastPathComponent):\(line): \(message)"
  }
}

/// A test case that can run code whose assertion failures are captured instead of failing the
/// test, so that the failure paths of test helpers can themselves be tested.
///
/// ```swift
/// final class AwaitOutputChecks: FailureCapturingTestCase {
///   func testTimeout_IsReportedAtTheCaller() {
///     let failures = captureFailures { _ = try? awaitOutput(neverEnding, timeout: 0.1) }
///     XCTAssertEqual(failures.map(\.line), [#line - 1])
///   }
/// }
/// ```
open class FailureCapturingTestCase: XCTestCase {
  private var captured: [CapturedFailure]?

  /// Runs `body` and returns the failures it reported, in order, without failing this test.
  public func captureFailures(_ body: () throws -> Void) rethrows -> [CapturedFailure] {
    let outer = captured
    captured = []
    defer { captured = outer }
    try body()
    return captured ?? []
  }

  #if canImport(ObjectiveC)
    override open func record(_ issue: XCTIssue) {
      guard captured != nil else { return super.record(issue) }
      captured?.append(
        CapturedFailure(
          message: issue.compactDescription,
          file: issue.sourceCodeContext.location?.fileURL.path ?? "",
          line: issue.sourceCodeContext.location?.lineNumber ?? 0))
    }
  #else
    override open func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
      expected: Bool
    ) {
      guard captured != nil else {
        return super.recordFailure(
          withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      }
      captured?.append(CapturedFailure(message: description, file: filePath, line: lineNumber))
    }
  #endif
}
