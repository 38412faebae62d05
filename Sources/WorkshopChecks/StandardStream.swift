import Foundation

/// One of the process's two streams of text: where `print` writes, or where errors go.
public enum StandardStream: Sendable {
  /// Standard output, where `print` writes.
  case output
  /// Standard error.
  case error

  var descriptor: Int32 { self == .output ? STDOUT_FILENO : STDERR_FILENO }
}

/// What `body` writes to `stream`, which is caught in a file while `body` runs and given back to
/// the stream afterwards, also when `body` throws.
///
/// ```swift
/// let printed = try captured(.output) { store.send(.addProductTapped) }
/// ```
public func captured(_ stream: StandardStream, _ body: () throws -> Void) throws -> String {
  let file = FileManager.default.temporaryDirectory
    .appendingPathComponent("captured-\(UUID().uuidString)")
  _ = FileManager.default.createFile(atPath: file.path, contents: nil)
  defer { try? FileManager.default.removeItem(at: file) }
  let capture = try FileHandle(forWritingTo: file)
  // NB: what `print` buffered before goes out first, and what `body` buffered goes into the file.
  fflush(nil)
  let original = dup(stream.descriptor)
  dup2(capture.fileDescriptor, stream.descriptor)
  defer {
    fflush(nil)
    dup2(original, stream.descriptor)
    close(original)
  }
  try body()
  fflush(nil)
  try capture.close()
  return try String(contentsOf: file, encoding: .utf8)
}
