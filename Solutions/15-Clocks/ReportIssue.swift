import Foundation

#if canImport(Testing)
  import Testing
#endif

// NB: a shipping app would keep `reportIssue`, `Dependencies.test` and the trait in a small
// test-support module, so that the app binary never links a testing library. Each step of the
// workshop is one module, built only for its tests, so they live here.

/// Fails the running Swift Testing test with `message`, without stopping it.
///
/// Outside a Swift Testing test (in the app, or under XCTest, which does not see these issues)
/// nobody may be listening, so it also writes the message to standard error: never silent, and
/// never a crash.
func reportIssue(
  _ message: String,
  fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
  #if canImport(Testing)
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    Issue.record(Comment(rawValue: message), sourceLocation: location)
    if Test.current != nil { return }
  #endif
  FileHandle.standardError.write(Data("Issue: \(message) (\(fileID):\(line))\n".utf8))
}
