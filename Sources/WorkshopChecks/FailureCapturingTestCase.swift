import Foundation
import XCTest

/// A failure that an assertion reported while failures were being captured.
public struct CapturedFailure: Equatable, Sendable, CustomStringConvertible {
  /// What the assertion said.
  public let message: String
  /// The file the failure was reported at.
  public let file: String
  /// The line the failure was reported at.
  public let line: Int

  /// The file's name without its folders.
  public var fileName: String { URL(fileURLWithPath: file).lastPathComponent }

  /// The message as the assertion's author wrote it, without XCTFail's `failed - ` prefix.
  public var text: String {
    message.hasPrefix("failed - ") ? String(message.dropFirst("failed - ".count)) : message
  }

  /// `File.swift:12: message`.
  public var description: String { "\(fileName):\(line): \(text)" }
}

/// A test case that can run code whose assertion failures are captured instead of failing the
/// test, so that the failure paths of test helpers can themselves be tested. Captured failures
/// are as the helper wrote them; the others fail the test in the learner's language
/// (`LocalizedTestCase`).
///
/// ```swift
/// final class AwaitOutputChecks: FailureCapturingTestCase {
///   func testTimeout_IsReportedAtTheCaller() {
///     let failures = captureFailures { _ = try? awaitOutput(neverEnding, timeout: 0.1) }
///     XCTAssertEqual(failures.map(\.line), [#line - 1])
///   }
/// }
/// ```
open class FailureCapturingTestCase: LocalizedTestCase {
  // NB: a helper under test may fail from a background thread while `body` waits.
  private let lock = NSLock()
  private var captured: [CapturedFailure]?

  /// Runs `body` and returns the failures it reported, in order, without failing this test.
  public func captureFailures(_ body: () throws -> Void) rethrows -> [CapturedFailure] {
    let outer = lock.withLock { () -> [CapturedFailure]? in
      defer { captured = [] }
      return captured
    }
    defer { lock.withLock { captured = outer } }
    try body()
    return lock.withLock { captured ?? [] }
  }

  /// Keeps `failure` if failures are being captured; returns whether it did.
  private func capture(_ failure: CapturedFailure) -> Bool {
    lock.withLock {
      guard captured != nil else { return false }
      captured?.append(failure)
      return true
    }
  }

  #if canImport(ObjectiveC)
    override open func record(_ issue: XCTIssue) {
      let location = issue.sourceCodeContext.location
      let failure = CapturedFailure(
        message: issue.compactDescription, file: location?.fileURL.path ?? "",
        line: location?.lineNumber ?? 0)
      if !capture(failure) { super.record(issue) }
    }
  #else
    override open func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
      expected: Bool
    ) {
      let failure = CapturedFailure(message: description, file: filePath, line: lineNumber)
      if !capture(failure) {
        super.recordFailure(
          withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      }
    }
  #endif
}
