import Foundation
import XCTest

@testable import WorkshopTestRuns

final class ProcessRunnerTests: XCTestCase {
  let shell = URL(fileURLWithPath: "/bin/sh")

  func testExitStatusAndOutput_AreReported() throws {
    let result = try runProcess(
      shell, arguments: ["-c", "echo out; echo err >&2; exit 3"], timeout: 10)
    XCTAssertEqual(result.termination, .exited(3))
    XCTAssertEqual(result.output.split(separator: "\n").sorted(), ["err", "out"])
  }

  func testSignal_IsReportedAsACrash() throws {
    let result = try runProcess(shell, arguments: ["-c", "kill -ILL $$"], timeout: 10)
    XCTAssertEqual(result.termination, .signalled(SIGILL))
  }

  func testChild_AndWhatItStarts_CarryAMarkOfTheirOwn_UnlessUnmarked() throws {
    // The grandchild, in a shell of its own, prints the mark it inherited.
    let inherited = ProcessInfo.processInfo.environment["WORKSHOP_KEEPERS"] ?? ""
    let command = ["-c", "sh -c 'echo \"[$WORKSHOP_KEEPERS]\"'"]
    let marked = try runProcess(shell, arguments: command, timeout: 30).output
    XCTAssertNotEqual(marked, "[\(inherited)]\n", "no mark of this process's keeper")
    XCTAssertTrue(marked.hasPrefix("[\(inherited)"), marked)

    // Unmarked (SwiftPM, which caches its manifest by the environment), it has only what this
    // process has.
    let unmarked = try runProcess(shell, arguments: command, timeout: 30, isMarked: false).output
    XCTAssertEqual(unmarked, "[\(inherited)]\n")
  }

  func testChild_WritingToAPipeNoOneReads_DiesOfSIGPIPE_AsAnywhere() throws {
    // NB: this process lets such writes fail instead; its children must not inherit that.
    let result = try runProcess(
      shell, arguments: ["-c", "(yes; echo \"yes ended with $?\" >&2) | head -n 1 >/dev/null"],
      timeout: 30)
    XCTAssertEqual(result.output, "yes ended with \(128 + SIGPIPE)\n")
  }

  func testTimeout_StopsTheChildAndEverythingItStarted() throws {
    let marker = uniqueDuration()
    // The shell starts a grandchild in the background, which must not outlive the timeout.
    let result = try runProcess(
      shell, arguments: ["-c", "sleep \(marker) & sleep \(marker)"], timeout: 0.5)
    XCTAssertEqual(result.termination, .timedOut)
    XCTAssertFalse(result.wasSilent)
    XCTAssertLessThan(result.duration, MachineLoad.allowance(8))
    XCTAssertTrue(try noProcess(running: "sleep \(marker)"), "a child survived")
  }

  func testTimeout_AlsoStopsGrandchildrenInAProcessGroupOfTheirOwn() throws {
    guard let setsid = findExecutable("setsid") else { throw XCTSkip("setsid is not installed") }
    let marker = uniqueDuration()
    let result = try runProcess(
      shell, arguments: ["-c", "\(setsid.path) sleep \(marker) & wait"], timeout: 0.5)
    XCTAssertEqual(result.termination, .timedOut)
    XCTAssertTrue(try noProcess(running: "sleep \(marker)"), "the grandchild survived")
  }

  func testIdleTimeout_StopsASilentChildButNotABusyOne() throws {
    let silent = try runProcess(
      shell, arguments: ["-c", "echo started; sleep 30"], timeout: 20, idleTimeout: 0.5)
    XCTAssertEqual(silent.termination, .timedOut)
    XCTAssertTrue(silent.wasSilent)
    // NB: the shell may add "Terminated" as it goes down.
    XCTAssertTrue(silent.output.hasPrefix("started\n"), silent.output)

    // Output every 0.25 s for 3 s, against an idle limit of 1.5 s: six times the gap, so a busy
    // machine does not make the child look silent.
    let busy = try runProcess(
      shell, arguments: ["-c", "for i in $(seq 12); do echo $i; sleep 0.25; done"], timeout: 60,
      idleTimeout: 1.5)
    XCTAssertEqual(busy.termination, .exited(0))
  }

  func testIdleTimeout_DoesNotTakeASlowCrashReportForAHang() throws {
    // The runtime says it crashes, then the backtrace takes longer than the idle limit.
    let result = try runProcess(
      shell, arguments: ["-c", "echo 'Fatal error: boom'; sleep 1.5; kill -ILL $$"], timeout: 30,
      idleTimeout: 0.5, isProgress: { $0.hasPrefix("Test Case") },
      isCrashing: { TestOutput.isCrashReport($0) })
    XCTAssertEqual(result.termination, .signalled(SIGILL), result.output)
  }

  func testIdleTimeoutWithProgressLines_StopsAChildThatPrintsButNeverProgresses() throws {
    // A test that logs forever: plenty of output, but no test ever finishes.
    let started = Date()
    let result = try runProcess(
      shell, arguments: ["-c", "echo 'Test Case started'; yes debug"], timeout: 120,
      idleTimeout: 2, isProgress: { $0.hasPrefix("Test Case") })
    XCTAssertEqual(result.termination, .timedOut)
    XCTAssertTrue(result.wasSilent, "stopped for making no progress, not by the overall limit")
    XCTAssertLessThan(Date().timeIntervalSince(started), MachineLoad.allowance(30))

    // Progress lines every 0.25 s among the noise keep a child alive past the idle limit.
    let progressing = try runProcess(
      shell,
      arguments: ["-c", "for i in $(seq 12); do echo noise; echo 'Test Case'; sleep 0.25; done"],
      timeout: 60, idleTimeout: 1.5, isProgress: { $0.hasPrefix("Test Case") })
    XCTAssertEqual(progressing.termination, .exited(0))
  }

  func testEndlessOutput_KeepsTheHeadAndTheTailAndSaysHowMuchWasDropped() throws {
    // About 20 MB of output, several times what is kept, then a last line.
    let result = try runProcess(
      shell,
      arguments: [
        "-c",
        "echo first; yes 0123456789abcdefghijklmnopqrstuvwxyz | head -c 20000000; echo; echo last",
      ],
      timeout: 120)
    XCTAssertEqual(result.termination, .exited(0))
    XCTAssertTrue(result.output.hasPrefix("first\n"))
    XCTAssertTrue(result.output.hasSuffix("last\n"))
    XCTAssertLessThan(result.output.utf8.count, 4 << 20)
    let dropped = try XCTUnwrap(
      result.output.range(of: #"\[… \d+ bytes of output dropped …\]"#, options: .regularExpression),
      "says that output was dropped")
    XCTAssertGreaterThan(
      Int(result.output[dropped].filter(\.isNumber)) ?? 0, 10_000_000, "counts what was dropped")
  }

  /// Whether no process runs `command`, polling for up to 10 s: a killed process can take a
  /// moment to leave the process table on a busy machine.
  private func noProcess(running command: String) throws -> Bool {
    guard let pgrep = findExecutable("pgrep") else { throw XCTSkip("pgrep is not installed") }
    let deadline = Date().addingTimeInterval(10)
    // NB: pgrep exits 0 when a process's command line matches, and never matches itself.
    while try runProcess(pgrep, arguments: ["-f", command], timeout: 30).termination == .exited(0) {
      guard Date() < deadline else { return false }
      Thread.sleep(forTimeInterval: 0.05)
    }
    return true
  }

  /// A `sleep` argument no other process uses, to find the sleeper again.
  private func uniqueDuration() -> String {
    "300.\(Int.random(in: 100_000...999_999))"
  }
}
