import Foundation
import XCTest

@testable import WorkshopTestRuns

/// `Leftovers.endAll`: what this process's children left running ends when it is called.
final class LeftoversTests: XCTestCase {
  /// The variable that makes the helper run, set to its sleeper's marker.
  private static let helperKey = "WORKSHOP_LEFTOVERS_HELPER"

  func testEndAll_EndsWhatAChildLeftRunning_BeforeItReturns() throws {
    // A child (this test binary, running the helper alone) starts a sleeper and exits: the
    // sleeper is an orphan, no longer below this process.
    guard let launcher = TestLauncher.current else {
      throw XCTSkip("this test binary's runner cannot be found")
    }
    let marker = "303.\(Int.random(in: 100_000...999_999))"
    let launch = launcher.xctest(
      "WorkshopTestRunsTests.LeftoversTests/testHelper_StartsASleeper_AndExits")
    let helper = try runProcess(
      launch.executable, arguments: launch.arguments,
      environment: launch.environment.merging([Self.helperKey: marker]) { $1 }, timeout: 120)
    XCTAssertEqual(helper.termination, .exited(0), helper.output)
    addTeardownBlock { for pid in sleepers(marker) { kill(pid, SIGKILL) } }
    XCTAssertEqual(sleepers(marker).count, 1, "no sleeper outlived the helper")

    // Ending the leftovers ends it, and takes a moment, not a limit's worth.
    let started = Date()
    Leftovers.endAll()
    XCTAssertLessThan(Date().timeIntervalSince(started), MachineLoad.allowance(10))
    XCTAssertEqual(sleepers(marker), [], "the sleeper outlived endAll")
  }

  /// The helper: starts a sleeper with `Process`, as a learner's code may, and returns.
  func testHelper_StartsASleeper_AndExits() throws {
    guard let marker = ProcessInfo.processInfo.environment[Self.helperKey] else {
      throw XCTSkip("runs only as the helper of the other test of LeftoversTests")
    }
    let sleeper = Process()
    sleeper.executableURL = URL(fileURLWithPath: "/bin/sleep")
    sleeper.arguments = [marker]
    // NB: not on this helper's output, which its runner would wait to see closed.
    (sleeper.standardOutput, sleeper.standardError) = (FileHandle.nullDevice, FileHandle.nullDevice)
    try sleeper.run()
  }
}
