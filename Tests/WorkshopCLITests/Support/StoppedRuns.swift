import Foundation
import WorkshopTestRuns
import XCTest

/// How a `workshop` run stopped by a signal ended: its status and what it printed.
struct StoppedRun {
  /// The exit status, or `128 + n` when signal `n` ended it.
  let status: Int32
  /// Standard output and standard error.
  let output: String
  /// Every process below it when the signal came: its test processes, its keeper, what the
  /// checked code started.
  let tree: [pid_t]
}

extension BuildableCourseTestCase {
  /// Starts `workshop <command>` (`check 01` by default) on a check of step 01 that never ends
  /// (`hang` in place of the counter's increment), sends `signal` to the workshop once its tests
  /// run and `beforeTheSignal` has returned, and waits for every test process to end with it.
  func stopAHungRun(
    _ command: [String] = ["check", "01", "--timeout", "600"], with signal: Int32,
    temporary: URL, hang: () -> String = { "while true {}" },
    beforeTheSignal: () throws -> Void = {}
  ) throws -> StoppedRun {
    try course.write(
      "import Foundation\n"
        + (try solvedCounter.replacingOccurrences(of: "state += 1", with: hang())),
      to: "Exercises/01-Counter/Counter.swift")
    let log = temporary.appendingPathComponent("workshop-\(UUID()).log")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    let output = try FileHandle(forWritingTo: log)
    defer { try? output.close() }
    let workshop = Process()
    workshop.executableURL = WorkshopCLI.executable
    workshop.arguments = command
    workshop.currentDirectoryURL = course.root
    workshop.environment = ProcessInfo.processInfo.environment.merging([
      "NO_COLOR": "1", "WORKSHOP_LANG": "en", "TMPDIR": temporary.path,
    ]) { $1 }
    (workshop.standardOutput, workshop.standardError) = (output, output)
    workshop.standardInput = FileHandle.nullDevice
    // NB: the course is shared by the whole test process; a test process an earlier test
    // stopped may still be on its way out, and is not this run's.
    let earlier = Set(try testProcesses())
    try workshop.run()
    addTeardownBlock { if workshop.isRunning { kill(workshop.processIdentifier, SIGKILL) } }
    _ = try waitForTestProcesses(besides: earlier, resultsIn: temporary)
    try beforeTheSignal()
    let tree = try descendants(of: workshop.processIdentifier)
    kill(workshop.processIdentifier, signal)
    workshop.waitUntilExit()
    try waitFor("every process below the workshop to end with it", timeout: 15) {
      (try? live(among: tree))?.isEmpty ?? false
    }
    let status =
      workshop.terminationReason == .uncaughtSignal
      ? 128 + workshop.terminationStatus : workshop.terminationStatus
    let printed = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    try? FileManager.default.removeItem(at: log)
    return StoppedRun(status: status, output: printed, tree: tree)
  }

  /// The test processes of checks of this course: the test product under its scratch folder,
  /// started directly (Linux) or named in `xctest`'s or the helper's arguments (macOS).
  func testProcesses() throws -> [pid_t] {
    let scratch = course.root.appendingPathComponent(".build-workshop").path
    return try processes { arguments in
      arguments.contains(scratch)
        && (arguments.hasPrefix(scratch) || arguments.contains(" -XCTest ")
          || arguments.contains(" --test-bundle-path "))
    }
  }

  /// The check's test processes, once it runs its checks: its results folder is in `temporary`
  /// and a test process started that was not running before (`earlier`).
  ///
  /// NB: the folder first: before it, the test product that runs may be the one that lists the
  /// tests, and a check stopped then has neither checks running nor a folder to sweep.
  private func waitForTestProcesses(besides earlier: Set<pid_t>, resultsIn temporary: URL) throws
    -> [pid_t]
  {
    // NB: the first check of a run builds the library: minutes on a busy machine.
    try waitFor("the check to start its tests", timeout: 900) {
      !resultsFolders(in: temporary).isEmpty
        && !((try? testProcesses()) ?? []).filter { !earlier.contains($0) }.isEmpty
    }
    return try testProcesses().filter { !earlier.contains($0) }
  }

  /// The results folders of checks in `temporary`.
  func resultsFolders(in temporary: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? [])
      .filter { $0.hasPrefix("workshop-results-") }
  }
}

/// A `/bin/sleep` that the checked code starts, with an argument of its own so that only its
/// processes are found (other runs of these tests may be sleeping too).
struct Sleeper {
  let seconds = "417.\(Int.random(in: 100_000...999_999))"

  /// Swift that starts it with `Process`, for the checked code: in a process group of its own,
  /// as Foundation makes it on Linux.
  var start: String {
    """
    let sleeper = Process()
        sleeper.executableURL = URL(fileURLWithPath: "/bin/sleep")
        sleeper.arguments = ["\(seconds)"]
        try? sleeper.run()
    """
  }

  /// Swift that has a shell start two of it in the background, one in a session of its own
  /// where `setsid` is installed, and exit: the sleepers are orphans at once.
  var orphaned: String {
    let setsid = findExecutable("setsid").map { "\($0.path) sleep \(seconds) & " } ?? ""
    return """
      let shell = Process()
          shell.executableURL = URL(fileURLWithPath: "/bin/sh")
          shell.arguments = ["-c", "sleep \(seconds) & \(setsid)exit 0"]
          try? shell.run()
          shell.waitUntilExit()
      """
  }

  /// How many sleepers `orphaned` starts.
  var orphanedCount: Int { findExecutable("setsid") == nil ? 1 : 2 }

  /// The processes running it.
  func pids() -> [pid_t] {
    (try? processes { $0.hasSuffix("sleep \(seconds)") }) ?? []
  }
}

/// The processes below `pid`, from `ps`.
func descendants(of pid: pid_t) throws -> [pid_t] {
  let parents = try table("ppid").compactMap { pid, parent in pid_t(parent).map { (pid, $0) } }
  var found: [pid_t] = []
  var frontier = [pid]
  while let next = frontier.popLast() {
    let children = parents.filter { $0.1 == next }.map(\.0)
    found += children
    frontier += children
  }
  return found
}

/// Those of `pids` still running: not gone, and not zombies, which are gone but for their exit
/// status.
func live(among pids: [pid_t]) throws -> [pid_t] {
  let states = Dictionary(try table("stat"), uniquingKeysWith: { first, _ in first })
  return pids.filter { states[$0].map { !$0.hasPrefix("Z") } ?? false }
}

/// Every process's pid and `column` (`ps -o <column>`).
private func table(_ column: String) throws -> [(pid_t, String)] {
  guard let ps = findExecutable("ps") else { throw XCTSkip("ps is not installed") }
  let result = try runProcess(ps, arguments: ["-A", "-o", "pid=,\(column)="], timeout: 30)
  return result.output.split(separator: "\n").compactMap { line in
    let words = line.split(separator: " ", maxSplits: 1)
    guard words.count == 2, let pid = pid_t(words[0]) else { return nil }
    return (pid, words[1].trimmingCharacters(in: .whitespaces))
  }
}

/// The processes whose arguments `matching` accepts, from `ps`.
func processes(matching: (Substring) -> Bool) throws -> [pid_t] {
  try table("args").filter { matching(Substring($0.1)) }.map(\.0)
}

/// A `workshop watch 01` running on a course, printing to a log.
final class WatchedRun {
  private let process = Process()
  private let log: URL

  /// Starts `workshop watch 01` in `root`; it is killed when `test` ends.
  init(in root: URL, for test: XCTestCase) throws {
    log = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID()).log")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    let output = try FileHandle(forWritingTo: log)
    process.executableURL = WorkshopCLI.executable
    process.arguments = ["watch", "01"]
    process.currentDirectoryURL = root
    process.environment = ProcessInfo.processInfo.environment.merging([
      "NO_COLOR": "1", "WORKSHOP_LANG": "en",
    ]) { $1 }
    (process.standardOutput, process.standardError) = (output, output)
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let (process, log) = (process, log)
    test.addTeardownBlock {
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
      try? output.close()
      try? FileManager.default.removeItem(at: log)
    }
  }

  /// What it printed so far.
  var printed: String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }

  /// Whether it still runs.
  var isRunning: Bool { process.isRunning }

  /// Its exit status, once it has exited.
  var status: Int32 { process.terminationStatus }

  /// Sends it SIGINT, as Ctrl-C does.
  func interrupt() { process.interrupt() }

  /// Its children that have ended and that it has not reaped.
  func zombies() throws -> [pid_t] {
    let children = try table("ppid").filter { $0.1 == String(process.processIdentifier) }
    let states = Dictionary(try table("stat"), uniquingKeysWith: { first, _ in first })
    return children.map(\.0).filter { states[$0]?.hasPrefix("Z") ?? false }
  }
}
