import Foundation

/// Joins chunks of output into whole lines.
public final class LineSplitter: @unchecked Sendable {
  private let lock = NSLock()
  private var pending = ""

  /// Creates a splitter with nothing pending.
  public init() {}

  /// The complete lines that `chunk` finishes; the rest waits for the next chunk.
  public func lines(in chunk: String) -> [String] {
    lock.withLock {
      pending += chunk
      var lines = pending.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      pending = lines.removeLast()
      // NB: a line that never ends (printing without a newline) is not kept without bound.
      if pending.utf8.count > Self.maxPending { pending = "" }
      return lines
    }
  }

  /// The longest unfinished line kept while waiting for its end.
  static let maxPending = 64 << 10
}
