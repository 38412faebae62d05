import Foundation
import WorkshopTestRuns
import XCTest

/// How `check` and `watch` end when they are stopped: Ctrl-C (SIGINT), SIGTERM or a closed
/// terminal (SIGHUP) exit with the documented status and line, `kill -9` too leaves nothing the
/// checked code started, and `watch` ends what each check left as it goes.
final class CLIInterruptEndToEndTests: BuildableCourseTestCase {
  func testCheck_StoppedWhileItsChecksRun_ExitsWithItsLine_AndLeavesNothing() throws {
    for signal in [SIGINT, SIGTERM, SIGHUP] {
      // The checked code orphans two sleepers, then hangs; the check is stopped meanwhile.
      let temporary = try Fixtures.emptyFolder(for: self)
      let sleeper = Sleeper()
      let run = try stopAHungRun(
        with: signal, temporary: temporary, hang: { sleeper.orphaned + "\n    while true {}" },
        beforeTheSignal: { try self.waitForSleepers(sleeper) })
      XCTAssertEqual(run.status, 130, "signal \(signal):\n\(run.output)")
      XCTAssertTrue(run.output.hasSuffix("Interrupted.\n"), "signal \(signal):\n\(run.output)")
      XCTAssertEqual(sleeper.pids(), [], "signal \(signal): the sleepers outlived the check")
      XCTAssertEqual(resultsFolders(in: temporary), [], "signal \(signal)")
    }
  }

  func testWatch_StoppedWhileItsChecksRun_StopsWatching_AndLeavesNothing() throws {
    for signal in [SIGINT, SIGTERM, SIGHUP] {
      let temporary = try Fixtures.emptyFolder(for: self)
      let sleeper = Sleeper()
      let run = try stopAHungRun(
        ["watch", "01", "--timeout", "600"], with: signal, temporary: temporary,
        hang: { sleeper.orphaned + "\n    while true {}" },
        beforeTheSignal: { try self.waitForSleepers(sleeper) })
      XCTAssertEqual(run.status, 0, "signal \(signal):\n\(run.output)")
      XCTAssertTrue(run.output.hasSuffix("Stopped watching.\n"), "signal \(signal):\n\(run.output)")
      XCTAssertEqual(sleeper.pids(), [], "signal \(signal): the sleepers outlived watch")
    }
  }

  func testCheck_KilledWithSIGKILL_EndsWhatTheCheckedCodesShellLeftBehind() throws {
    try killOutright(["check", "01", "--timeout", "600"])
  }

  func testWatch_KilledWithSIGKILL_EndsWhatTheCheckedCodesShellLeftBehind() throws {
    try killOutright(["watch", "01", "--timeout", "600"])
  }

  func testWatch_AfterEachCheck_EndsWhatTheCheckedCodeLeftRunning_AndReapsIt() throws {
    // The checked code leaves sleepers running (orphans) and returns; each save checks again.
    let sleeper = Sleeper()
    try course.write(
      "import Foundation\n"
        + (try solvedCounter.replacingOccurrences(
          of: "state += 1", with: sleeper.orphaned + "\n    state += 1")),
      to: "Exercises/01-Counter/Counter.swift")
    let watch = try WatchedRun(in: course.root, for: self)

    // Once the check's verdict is in and watch waits for a save, what the code left is gone,
    // and watch holds no zombie of it.
    try waitFor("the first verdict", timeout: 900) {
      watch.printed.contains("Watching Exercises/01-Counter/ for changes")
    }
    try waitFor("the sleepers to end after the check", timeout: 30) { sleeper.pids().isEmpty }
    try waitFor("watch to reap the sleepers", timeout: 30) {
      (try? watch.zombies())?.isEmpty ?? false
    }
    XCTAssertTrue(watch.isRunning, watch.printed)
  }

  // MARK: - Helpers

  /// Runs `command` on checked code whose shell puts two sleepers in the background (one in a
  /// session of its own) and exits, then hangs: the sleepers are orphans before the workshop is
  /// killed outright. Waits for them to end with it.
  private func killOutright(_ command: [String]) throws {
    let sleeper = Sleeper()
    _ = try stopAHungRun(
      command, with: SIGKILL, temporary: try Fixtures.emptyFolder(for: self),
      hang: { sleeper.orphaned + "\n    while true {}" },
      beforeTheSignal: { try self.waitForSleepers(sleeper) })
    try waitFor("the orphaned sleepers to end with the workshop", timeout: 30) {
      sleeper.pids().isEmpty
    }
  }

  /// Waits until the checked code has started `sleeper`'s processes.
  private func waitForSleepers(_ sleeper: Sleeper) throws {
    try waitFor("the checked code to start its sleepers", timeout: 120) {
      // NB: each check that calls the code starts its own pair.
      sleeper.pids().count >= sleeper.orphanedCount
    }
  }
}
