import Foundation

/// What a write to a pipe whose reader has gone does in this process: fail with `EPIPE`, never
/// end the process with SIGPIPE. A reader goes when the keeper is killed, a FIFO's reader
/// leaves, or output piped into `head` is cut short.
public enum BrokenPipes {
  /// Makes such writes fail instead of killing this process.
  ///
  /// NB: SIGPIPE is caught by a handler that does nothing rather than ignored: children get
  /// back the default action when they start (an ignored signal stays ignored across `exec`),
  /// so a learner's `yes | head` behaves in a check as it does anywhere else.
  public static func failQuietly() {
    installed.withLock { isInstalled in
      guard !isInstalled else { return }
      isInstalled = true
      _ = signal(SIGPIPE) { _ in }
    }
  }

  private static let installed = LockedFlag()
}

/// A flag behind a lock.
final class LockedFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false

  /// Runs `body` with the flag, which it may change, under the lock.
  func withLock<Result>(_ body: (inout Bool) -> Result) -> Result {
    lock.withLock { body(&value) }
  }
}
