import Foundation
import XCTest

#if canImport(Testing)
  import Testing
#endif

/// Where a test store's failures go: to the testing library running the test.
package struct IssueReporter: Sendable {
  /// Reports `message` at `spot`; `isSkipped` marks an assertion that non-exhaustive testing
  /// skipped, which is shown without failing the test.
  let report: @Sendable (_ message: String, _ spot: SourceSpot, _ isSkipped: Bool) -> Void

  /// Swift Testing inside a Swift Testing test, XCTest otherwise.
  ///
  /// A skipped assertion is a known issue for Swift Testing. XCTest on Linux has no known
  /// issues, so there it is printed, prefixed "Skipped assertion:", and the test passes.
  package static let live = IssueReporter { message, spot, isSkipped in
    #if canImport(Testing)
      if Test.current != nil {
        let location = SourceLocation(
          fileID: "\(spot.fileID)", filePath: "\(spot.filePath)", line: Int(spot.line),
          column: Int(spot.column))
        if isSkipped {
          withKnownIssue {
            Issue.record(
              Comment(rawValue: "Skipped assertion: " + message), sourceLocation: location)
          }
        } else {
          Issue.record(Comment(rawValue: message), sourceLocation: location)
        }
        return
      }
    #endif
    if isSkipped {
      print("Skipped assertion: \(message) (\(spot.filePath):\(spot.line))")
    } else {
      XCTFail(message, file: spot.filePath, line: spot.line)
    }
  }
}
