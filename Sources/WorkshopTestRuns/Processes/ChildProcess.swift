import Foundation

/// One launched child process with its output collected, in the parts `runProcess` composes:
/// launch, wait within limits, stop with its whole tree, report.
final class ChildProcess: @unchecked Sendable {
  /// Which limit stopped a process that did not end on its own.
  enum Limit: Equatable {
    /// It ran longer than `timeout`.
    case total
    /// It showed no progress for `idleTimeout`.
    case idle
    /// It printed a line after which the caller needs nothing more.
    case finalLine
  }

  /// How often the wait checks the limits.
  static let pollInterval: TimeInterval = 0.2
  /// How long a hang signal may take to print its backtrace before the tree is stopped.
  static let backtraceAllowance: TimeInterval = 2
  /// How long after SIGTERM a process may take to exit before it gets SIGKILL.
  static let terminationGrace: TimeInterval = 3
  /// How long to wait for the exit after SIGKILL, which is certain but never waited for unbounded.
  static let killAllowance: TimeInterval = 10

  private let process = Process()
  private let output: OutputBuffer
  private let exited = DispatchSemaphore(value: 0)
  private let drained = DispatchSemaphore(value: 0)
  private let start = Date()
  private let pid: Int32
  private let keeper: ProcessKeeper?

  /// Launches `executable` with its output, standard error included, going to one pipe, marked
  /// for the keeper unless `isMarked` is `false`.
  /// - Throws: When the executable cannot be launched.
  init(
    launching executable: URL, arguments: [String], environment: [String: String],
    directory: URL?, isProgress: (@Sendable (String) -> Bool)?,
    isCrashing: (@Sendable (String) -> Bool)?, isFinal: (@Sendable (String) -> Bool)?,
    onOutput: (@Sendable (String) -> Void)?, isMarked: Bool
  ) throws {
    output = OutputBuffer(isProgress: isProgress, isCrashing: isCrashing, isFinal: isFinal)
    let keeper = ProcessKeeper.running()
    process.executableURL = executable
    process.arguments = arguments
    // NB: the keeper's mark, which everything the child starts inherits (see `ProcessKeeper`).
    let mark = keeper.flatMap { isMarked ? [ProcessKeeper.markVariable: $0.mark] : nil }
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
      .merging(mark ?? [:]) { $1 }
    if let directory { process.currentDirectoryURL = directory }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    process.standardInput = FileHandle.nullDevice
    process.terminationHandler = { [exited] _ in exited.signal() }
    let process = self.process
    // NB: known as running from its launch on, so that `Leftovers` never reaps it.
    pid = try spawning.withLock {
      try process.run()
      RunningChildren.shared.insert(process.processIdentifier)
      return process.processIdentifier
    }
    self.keeper = keeper
    keeper?.guarding(pid)
    pump(pipe.fileHandleForReading, onOutput: onOutput)
  }

  /// Reads the pipe on a background queue until every writer has closed it.
  private func pump(_ handle: FileHandle, onOutput: (@Sendable (String) -> Void)?) {
    DispatchQueue.global().async { [output, drained] in
      while case let data = handle.availableData, !data.isEmpty {
        let chunk = String(decoding: data, as: UTF8.self)
        output.append(chunk)
        onOutput?(chunk)
      }
      drained.signal()
    }
  }

  /// Waits for the process to exit; returns the limit it overran instead, if it did. Both
  /// limits count time by `clock`.
  func waitForExit(
    timeout: TimeInterval, idleTimeout: TimeInterval?, clock: LimitClock = .wall
  ) -> Limit? {
    var elapsed: TimeInterval = 0
    var stalled: TimeInterval = 0
    var lastPoll = start
    var lastProgress = output.lastProgress
    while exited.wait(timeout: .now() + Self.pollInterval) == .timedOut {
      let now = Date()
      let progress = output.lastProgress
      if progress != lastProgress {
        lastProgress = progress
        stalled = clock.seconds(now.timeIntervalSince(max(lastPoll, progress ?? lastPoll)))
      } else {
        stalled += clock.seconds(now.timeIntervalSince(lastPoll))
      }
      elapsed += clock.seconds(now.timeIntervalSince(lastPoll))
      lastPoll = now
      if elapsed > timeout { return .total }
      // NB: a crashing process may print nothing for a while as its backtrace is symbolicated:
      // it is crashing, not hung, and only the total limit applies.
      if let idleTimeout, stalled > idleTimeout, !output.isCrashingNow { return .idle }
      if output.hasFinalLine { return .finalLine }
    }
    exited.signal()  // NB: put the exit back for `result`.
    return nil
  }

  /// Stops the process and every process it started. With `hangSignal` (`SIGABRT`), the process
  /// alone gets that signal first, so that the runtime prints where it was stuck.
  func stop(sendingFirst hangSignal: Int32?) {
    // NB: collect the tree first: once the process dies, its children can no longer be found.
    let tree = ProcessTree.descendants(of: pid)
    if let hangSignal {
      kill(pid, hangSignal)
      waitForBacktrace()
    }
    ProcessTree.terminate(pid, alsoKnown: tree, grace: Self.terminationGrace) { grace in
      self.hasExited(within: grace)
    }
    _ = hasExited(within: Self.killAllowance)
  }

  /// Waits until the process exits, or its backtrace has been printed and output went quiet,
  /// or the allowance is spent (a child that prints without end never goes quiet).
  private func waitForBacktrace() {
    let signalled = Date()
    while !hasExited(within: 0.1) {
      let waited = Date().timeIntervalSince(signalled)
      let quiet = Date().timeIntervalSince(output.lastChange ?? signalled)
      if waited > Self.backtraceAllowance || (waited > 0.5 && quiet > 0.7) { return }
    }
  }

  /// Whether the process exits within `seconds`; the exit stays noted for later waits.
  private func hasExited(within seconds: TimeInterval) -> Bool {
    guard exited.wait(timeout: .now() + seconds) == .success else { return false }
    exited.signal()
    return true
  }

  /// How the process ended and what it printed, once its output is drained.
  func result(stoppedBy limit: Limit?) -> ProcessResult {
    // NB: a grandchild that inherited the pipe may keep it open; don't wait for it forever.
    _ = drained.wait(timeout: .now() + (limit == nil ? 5 : 2))
    let termination: Termination =
      limit != nil
      ? .timedOut
      : process.terminationReason == .uncaughtSignal
        ? .signalled(process.terminationStatus) : .exited(process.terminationStatus)
    return ProcessResult(
      termination: termination, output: output.text, duration: Date().timeIntervalSince(start),
      wasSilent: limit == .idle)
  }

  /// Stops tracking the process, which has ended, for Ctrl-C handling and for the keeper.
  func forget() {
    RunningChildren.shared.remove(pid)
    keeper?.release(pid)
  }
}
