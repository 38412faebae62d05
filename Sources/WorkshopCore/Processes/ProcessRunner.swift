import Foundation

/// How a child process ended.
public enum Termination: Equatable, Sendable {
  /// It exited with this status.
  case exited(Int32)
  /// It was killed by this signal (a crash: trap, segmentation fault, abort).
  case signalled(Int32)
  /// It ran longer than allowed and was stopped.
  case timedOut
}

/// A finished child process: how it ended, everything it printed, and how long it took.
public struct ProcessResult: Sendable {
  /// How the process ended.
  public let termination: Termination
  /// Standard output and standard error, interleaved as printed.
  public let output: String
  /// Wall-clock seconds from launch to end.
  public let duration: TimeInterval
  /// Whether a `.timedOut` process was stopped for printing nothing for `idleTimeout` seconds
  /// (rather than for running longer than `timeout`).
  public var wasSilent: Bool = false
}

/// Runs an executable to completion, or until `timeout` seconds have passed.
///
/// A process that runs too long is stopped together with every process it started (a test
/// binary's planted-bug runs, the compilers of a build): first asked to terminate, then killed.
/// While it runs, Ctrl-C handling installed with `Interrupts.install` stops it too.
///
/// - Parameters:
///   - executable: The program to run.
///   - arguments: Its arguments.
///   - environment: Variables added to (or replacing those of) this process's environment.
///   - directory: The working directory, or `nil` for this process's.
///   - timeout: Seconds after which the process is terminated and reported as `.timedOut`.
///   - idleTimeout: Seconds without progress after which the process is considered hung,
///     terminated and reported as `.timedOut`; `nil` to wait for `timeout` alone.
///   - isProgress: Which lines of output count as progress for `idleTimeout` (a test that
///     finished, say); `nil` counts any output. NB: with a predicate, a child that prints
///     forever without progress (`while true { print("debug") }`) is still stopped.
///   - hangSignal: A signal sent to the process alone when it times out, a moment before it
///     and its tree are stopped: `SIGABRT` makes the Swift runtime print a backtrace of where
///     the process was stuck, which then ends up in `output`.
///   - onOutput: Called with each chunk of output as it arrives, e.g. to show progress.
/// - Throws: When the executable cannot be launched at all.
public func runProcess(
  _ executable: URL,
  arguments: [String],
  environment: [String: String] = [:],
  directory: URL? = nil,
  timeout: TimeInterval,
  idleTimeout: TimeInterval? = nil,
  isProgress: (@Sendable (String) -> Bool)? = nil,
  hangSignal: Int32? = nil,
  onOutput: (@Sendable (String) -> Void)? = nil
) throws -> ProcessResult {
  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
  if let directory { process.currentDirectoryURL = directory }
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = pipe
  process.standardInput = FileHandle.nullDevice

  let collected = OutputBuffer(isProgress: isProgress)
  let drained = DispatchSemaphore(value: 0)
  let exited = DispatchSemaphore(value: 0)
  process.terminationHandler = { _ in exited.signal() }

  let start = Date()
  try process.run()
  let pid = process.processIdentifier
  RunningChildren.shared.insert(pid)
  defer { RunningChildren.shared.remove(pid) }
  DispatchQueue.global().async {
    let handle = pipe.fileHandleForReading
    while case let data = handle.availableData, !data.isEmpty {
      let chunk = String(decoding: data, as: UTF8.self)
      collected.append(chunk)
      onOutput?(chunk)
    }
    drained.signal()
  }

  var timedOut = false
  var wasSilent = false
  let deadline = Date().addingTimeInterval(timeout)
  while exited.wait(timeout: .now() + 0.2) == .timedOut {
    let now = Date()
    let stalled = now.timeIntervalSince(collected.lastProgress ?? start)
    let silent = idleTimeout.map { stalled > $0 } ?? false
    if now > deadline || silent {
      timedOut = true
      wasSilent = silent && now <= deadline
      // NB: collect the tree first: once the process dies, its children can no longer be found.
      let tree = ProcessTree.descendants(of: pid)
      if let hangSignal {
        kill(pid, hangSignal)
        let signalled = Date()
        while true {
          if exited.wait(timeout: .now() + 0.1) == .success {
            exited.signal()  // NB: put the exit back for the waits below.
            break
          }
          // NB: a child that prints without end never goes quiet: give its backtrace 2 s.
          let waited = Date().timeIntervalSince(signalled)
          let quiet = Date().timeIntervalSince(collected.lastChange ?? signalled)
          if waited > 2 || (waited > 0.5 && quiet > 0.7) { break }
        }
      }
      ProcessTree.terminate(pid, alsoKnown: tree, grace: 3) { grace in
        guard exited.wait(timeout: .now() + grace) == .success else { return false }
        exited.signal()  // NB: put the exit back for the wait below.
        return true
      }
      // NB: after SIGKILL the exit is certain, but never wait for it unbounded.
      _ = exited.wait(timeout: .now() + 10)
      break
    }
  }
  // NB: a grandchild that inherited the pipe may keep it open; don't wait for it forever.
  _ = drained.wait(timeout: .now() + (timedOut ? 2 : 5))

  let termination: Termination =
    timedOut
    ? .timedOut
    : process.terminationReason == .uncaughtSignal
      ? .signalled(process.terminationStatus) : .exited(process.terminationStatus)
  return ProcessResult(
    termination: termination, output: collected.text, duration: Date().timeIntervalSince(start),
    wasSilent: wasSilent)
}

/// Text collected from a pipe on a background queue, bounded: past `headLimit` bytes only the
/// last `tailLimit` bytes are kept, so a child that prints without end cannot exhaust memory.
private final class OutputBuffer: @unchecked Sendable {
  /// Bytes kept from the start of the output.
  static let headLimit = 2 << 20
  /// Bytes kept from the end of the output once the head is full.
  static let tailLimit = 1 << 20

  private let lock = NSLock()
  private let isProgress: (@Sendable (String) -> Bool)?
  private let lines = LineSplitter()
  private var head: [String] = []
  private var headBytes = 0
  private var tail: [String] = []
  private var tailBytes = 0
  private var droppedBytes = 0
  private var changed: Date?
  private var progressed: Date?

  init(isProgress: (@Sendable (String) -> Bool)?) {
    self.isProgress = isProgress
  }

  func append(_ chunk: String) {
    let progress = isProgress.map { lines.lines(in: chunk).contains(where: $0) } ?? true
    let size = chunk.utf8.count
    lock.withLock {
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
