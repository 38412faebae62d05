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
}

/// Runs an executable to completion, or until `timeout` seconds have passed.
///
/// - Parameters:
///   - executable: The program to run.
///   - arguments: Its arguments.
///   - environment: Variables added to (or replacing those of) this process's environment.
///   - directory: The working directory, or `nil` for this process's.
///   - timeout: Seconds after which the process is terminated and reported as `.timedOut`.
///   - onOutput: Called with each chunk of output as it arrives, e.g. to show progress.
/// - Throws: When the executable cannot be launched at all.
public func runProcess(
  _ executable: URL,
  arguments: [String],
  environment: [String: String] = [:],
  directory: URL? = nil,
  timeout: TimeInterval,
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

  let collected = OutputBuffer()
  let drained = DispatchSemaphore(value: 0)
  let exited = DispatchSemaphore(value: 0)
  process.terminationHandler = { _ in exited.signal() }

  let start = Date()
  try process.run()
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
  if exited.wait(timeout: .now() + timeout) == .timedOut {
    timedOut = true
    process.terminate()
    if exited.wait(timeout: .now() + 5) == .timedOut {
      kill(process.processIdentifier, SIGKILL)
      exited.wait()
    }
  }
  // NB: a grandchild that inherited the pipe may keep it open; don't wait for it forever.
  _ = drained.wait(timeout: .now() + 5)

  let termination: Termination =
    timedOut
    ? .timedOut
    : process.terminationReason == .uncaughtSignal
      ? .signalled(process.terminationStatus) : .exited(process.terminationStatus)
  return ProcessResult(
    termination: termination, output: collected.text, duration: Date().timeIntervalSince(start))
}

/// Text collected from a pipe on a background queue.
private final class OutputBuffer: @unchecked Sendable {
  private let lock = NSLock()
  private var chunks: [String] = []

  func append(_ chunk: String) { lock.withLock { chunks.append(chunk) } }

  var text: String { lock.withLock { chunks.joined() } }
}
