import Foundation

/// Text collected from a pipe on a background queue, bounded: past `headLimit` bytes only the
/// last `tailLimit` bytes are kept, so a child that prints without end cannot exhaust memory.
final class OutputBuffer: @unchecked Sendable {
  /// Bytes kept from the start of the output.
  static let headLimit = 2 << 20
  /// Bytes kept from the end of the output once the head is full.
  static let tailLimit = 1 << 20

  private let lock = NSLock()
  private let isProgress: (@Sendable (String) -> Bool)?
  private let isCrashing: (@Sendable (String) -> Bool)?
  private let isFinal: (@Sendable (String) -> Bool)?
  private let lines = LineSplitter()
  private var head: [String] = []
  private var headBytes = 0
  private var tail: [String] = []
  private var tailBytes = 0
  private var droppedBytes = 0
  private var changed: Date?
  private var progressed: Date?
  private var crashing = false
  private var final = false

  init(
    isProgress: (@Sendable (String) -> Bool)?, isCrashing: (@Sendable (String) -> Bool)?,
    isFinal: (@Sendable (String) -> Bool)? = nil
  ) {
    self.isProgress = isProgress
    self.isCrashing = isCrashing
    self.isFinal = isFinal
  }

  func append(_ chunk: String) {
    let complete =
      isProgress == nil && isCrashing == nil && isFinal == nil ? [] : lines.lines(in: chunk)
    let progress = isProgress.map { complete.contains(where: $0) } ?? true
    let crash = isCrashing.map { complete.contains(where: $0) } ?? false
    let isFinalLine = isFinal.map { complete.contains(where: $0) } ?? false
    let size = chunk.utf8.count
    lock.withLock {
      if crash { crashing = true }
      if isFinalLine { final = true }
      changed = Date()
      if progress { progressed = changed }
      if headBytes < Self.headLimit {
        head.append(chunk)
        headBytes += size
        return
      }
      tail.append(chunk)
      tailBytes += size
      while tailBytes > Self.tailLimit, tail.count > 1 {
        let dropped = tail.removeFirst().utf8.count
        tailBytes -= dropped
        droppedBytes += dropped
      }
    }
  }

  /// When output last arrived, or `nil` if none has.
  var lastChange: Date? { lock.withLock { changed } }

  /// Whether a line said that the process is crashing (its report is still being printed).
  var isCrashingNow: Bool { lock.withLock { crashing } }

  /// Whether a line has said all the caller needed to know, so that the process may be stopped.
  var hasFinalLine: Bool { lock.withLock { final } }

  /// When output last showed progress, or `nil` if none has.
  var lastProgress: Date? { lock.withLock { progressed } }

  /// The output, with a line saying how much was dropped from its middle, if anything was.
  var text: String {
    lock.withLock {
      let gap = droppedBytes > 0 ? ["\n[… \(droppedBytes) bytes of output dropped …]\n"] : []
      return (head + gap + tail).joined()
    }
  }
}
