import Foundation
import XCTest

@testable import PrimeTime

/// Outside a Swift Testing test (in the app, or in an XCTest test like this one) no test sees an
/// issue, so a test dependency that was not overridden also says so on standard error.
final class ReportIssueChecks: XCTestCase {
  func testOutsideSwiftTesting_ADependencyNotOverridden_SaysSoOnStandardError() throws {
    let written = try standardError { _ = Dependencies.test.now() }
    XCTAssertTrue(
      written.contains("Dependencies.now was called, but this test did not override it."),
      "Outside Swift Testing, Dependencies.test.now should write why it failed to standard "
        + "error; it wrote: \(written.isEmpty ? "nothing" : written)")
  }

  /// What `body` writes to standard error, which is caught in a file meanwhile.
  private func standardError(_ body: () -> Void) throws -> String {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("stderr-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: file.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: file) }
    let capture = try FileHandle(forWritingTo: file)
    let original = dup(STDERR_FILENO)
    dup2(capture.fileDescriptor, STDERR_FILENO)
    body()
    dup2(original, STDERR_FILENO)
    close(original)
    try capture.close()
    return try String(contentsOf: file, encoding: .utf8)
  }
}
