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
///   - isCrashing: Which lines say that the process is crashing (`Fatal error: …`): from the
///     first one on, only `timeout` applies, so that a slow crash report is not taken for a hang.
///   - hangSignal: A signal sent to the process alone when it times out, a moment before it
///     and its tree are stopped: `SIGABRT` makes the Swift runtime print a backtrace of where
///     the process was stuck, which then ends up in `output`.
///   - isFinal: Which lines say all the caller needs (a test failed, when one failure is
///     enough): after one, the process is stopped as if it had run out of time.
///   - onOutput: Called with each chunk of output as it arrives, e.g. to show progress.
///   - clock: How `timeout` and `idleTimeout` count time: by the wall clock, or by the share of a
///     busy machine the process could have had.
///   - isMarked: Whether the child and everything it starts carry this process's mark, by which
///     its keeper finds and ends them even once they left the child's tree (see
///     `ProcessKeeper`). `false` for SwiftPM, which keys its cache of evaluated manifests on the
///     whole environment: a mark new with every run would evaluate the manifest again on every
///     run's first build (about a second). An unmarked child is still ended with its tree.
/// - Throws: When the executable cannot be launched at all.
public func runProcess(
  _ executable: URL,
  arguments: [String],
  environment: [String: String] = [:],
  directory: URL? = nil,
  timeout: TimeInterval,
  idleTimeout: TimeInterval? = nil,
  isProgress: (@Sendable (String) -> Bool)? = nil,
  isCrashing: (@Sendable (String) -> Bool)? = nil,
  hangSignal: Int32? = nil,
  isFinal: (@Sendable (String) -> Bool)? = nil,
  onOutput: (@Sendable (String) -> Void)? = nil,
  clock: LimitClock = .wall,
  isMarked: Bool = true
) throws -> ProcessResult {
  let child = try ChildProcess(
    launching: executable, arguments: arguments, environment: environment, directory: directory,
    isProgress: isProgress, isCrashing: isCrashing, isFinal: isFinal, onOutput: onOutput,
    isMarked: isMarked)
  defer { child.forget() }
  let limit = child.waitForExit(timeout: timeout, idleTimeout: idleTimeout, clock: clock)
  // NB: a child that an interrupt ended has no result to go on with; the interrupt exits.
  Interrupts.waitIfInterrupted()
  if let limit { child.stop(sendingFirst: limit == .finalLine ? nil : hangSignal) }
  return child.result(stoppedBy: limit)
}
