import Foundation
import WorkshopTestRuns
import XCTest

/// How `check` and `watch` end when they are stopped: Ctrl-C (SIGINT), SIGTERM or a closed
/// terminal (SIGHUP) exit with the documented status and line, `kill -9` too leaves nothing the
/// checked code started, and `watch` ends what each check left as it goes.
final class CLIInterruptEndToEndTests: BuildableCourseTestCase {
  func testCheck_KilledWithSIGKILL_EndsWhatTheCheckedCodesShellLeftBehind() throws {
    // A shell the checked code starts puts two sleepers in the background (one in a session of
    // its own) and exits: they are orphans before the workshop is killed outright.
    let sleeper = Sleeper()
    _ = try stopAHungRun(
      with: SIGKILL, temporary: try Fixtures.emptyFolder(for: self),
      hang: { sleeper.orphaned + "\n    while true {}" },
      beforeTheSignal: { try self.waitForSleepers(sleeper) })
    try waitFor("the orphaned sleepers to end with the workshop", timeout: 30) {
      sleeper.pids().isEmpty
    }
  }

  func testWatch_KilledWithSIGKILL_EndsWhatTheCheckedCodesShellLeftBehind() throws {
    let sleeper = Sleeper()
    _ = try stopAHungRun(
      ["watch", "01", "--timeout", "600"], with: SIGKILL,
      temporary: try Fixtures.emptyFolder(for: self),
      hang: { sleeper.orphaned + "\n    while true {}" },
      beforeTheSignal: { try self.waitForSleepers(sleeper) })
    try waitFor("the orphaned sleepers to end with the workshop", timeout: 30) {
      sleeper.pids().isEmpty
    }
  }

  // MARK: - Helpers

  /// Waits until the checked code has started `sleeper`'s processes.
  private func waitForSleepers(_ sleeper: Sleeper) throws {
    try waitFor("the checked code to start its sleepers", timeout: 120) {
      // NB: each check that calls the code starts its own pair.
      sleeper.pids().count >= sleeper.orphanedCount
    }
  }
}
