import Foundation

/// This process's standard output and standard error, written to so that a reader that went
/// away (`workshop check | head -3`, a closed terminal) fails the write quietly instead of
/// ending the process, and so that an interrupt's last words come last: once `Interrupts`
/// closes them, only `writeLast` gets through.
public enum StandardStreams {
  /// Standard output or standard error.
  public enum Stream: Sendable {
    /// Standard output.
    case output
    /// Standard error.
    case error

    var descriptor: Int32 { self == .output ? STDOUT_FILENO : STDERR_FILENO }
  }

  /// Writes `text` to `stream`, unless an interrupt closed the streams.
  public static func write(_ text: String, to stream: Stream = .output) {
    gate.withLock { isClosed in
      guard !isClosed else { return }
      writeAll(Array(text.utf8), to: stream.descriptor)
    }
  }

  /// Writes `text` to `stream` even once the streams are closed: an interrupt's last words.
  public static func writeLast(_ text: String, to stream: Stream = .output) {
    gate.withLock { _ in writeAll(Array(text.utf8), to: stream.descriptor) }
  }

  /// Lets nothing but `writeLast` through from now on.
  static func close() {
    gate.withLock { $0 = true }
  }

  /// Flushes what the C library buffers (`print`), before an exit.
  static func flush() {
    fflush(nil)
  }

  private static let gate = LockedFlag()

  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
    BrokenPipes.failQuietly()
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes {
        Foundation.write(descriptor, $0.baseAddress, $0.count)
      }
      if written < 0, errno == EINTR { continue }
      // NB: a reader that left (EPIPE) or a full disk: what cannot be written is dropped.
      guard written > 0 else { return }
      offset += written
    }
  }
}
