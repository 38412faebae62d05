import Foundation
import XCTest

@testable import WorkshopTestRuns

/// What a process that runs children with `runProcess` leaves behind when it is killed outright
/// (`kill -9`, which no handler sees): nothing. The owner is this test binary again, running
/// `testOwner_StartsItsChildren_AndWaits` alone as a helper process.
final class KilledOwnerTests: XCTestCase {
  /// The variable that makes the helper run, set to the sleepers' marker.
  private static let helperKey = "WORKSHOP_KILLED_OWNER_HELPER"

  func testKilledOutright_EndsWhatItsChildrenLeftBehind_InASessionOfItsOwnToo() throws {
    // The helper's child orphans two sleepers (one in a session of its own, where the system
    // can), then exits; the helper is killed once both sleep.
    try killTheOwner(whoseChildThen: "exit 0")
  }

  func testKilledOutright_EndsTheChildItWaitsFor_AndWhatThatChildStarted() throws {
    // The helper's child waits for its two sleepers; the helper is killed meanwhile.
    try killTheOwner(whoseChildThen: "wait")
  }

  /// The helper: keeps orphans as `workshop` does, runs a shell that starts two sleepers and
  /// then runs `command`, and waits to be killed.
  func testOwner_StartsItsChildren_AndWaits() throws {
    guard let marker = ProcessInfo.processInfo.environment[Self.helperKey] else {
      throw XCTSkip("runs only as the helper of the other tests of KilledOwnerTests")
    }
    let command = ProcessInfo.processInfo.environment[Self.helperKey + "_COMMAND"] ?? "exit 0"
    Leftovers.keep()
    _ = try runProcess(
      URL(fileURLWithPath: "/bin/sh"),
      arguments: ["-c", "\(sleepCommands(marker)); \(command)"], timeout: 600)
    while true { sleep(60) }
  }

  // MARK: - Helpers

  /// Starts the helper, whose child starts the sleepers and then runs `command`, kills the
  /// helper outright once they sleep, and waits for them to end.
  private func killTheOwner(whoseChildThen command: String) throws {
    let marker = "301.\(Int.random(in: 100_000...999_999))"
    let owner = try startOwner(marker: marker, command: command)
    try waitFor("the sleepers to start", timeout: 120) {
      sleepers(marker).count == expectedSleepers
    }
    kill(owner.processIdentifier, SIGKILL)
    owner.waitUntilExit()
    try waitFor("the sleepers to end with their owner", timeout: 30) {
      sleepers(marker).isEmpty
    }
  }

  /// Starts this test binary running the helper alone.
  private func startOwner(marker: String, command: String) throws -> Process {
    guard let launcher = TestLauncher.current else {
      throw XCTSkip("this test binary's runner cannot be found")
    }
    let launch = launcher.xctest(
      "WorkshopTestRunsTests.KilledOwnerTests/testOwner_StartsItsChildren_AndWaits")
    let owner = Process()
    owner.executableURL = launch.executable
    owner.arguments = launch.arguments
    owner.environment = ProcessInfo.processInfo.environment.merging(launch.environment) { $1 }
      .merging([Self.helperKey: marker, Self.helperKey + "_COMMAND": command]) { $1 }
    owner.standardOutput = FileHandle.nullDevice
    owner.standardError = FileHandle.nullDevice
    try owner.run()
    addTeardownBlock {
      if owner.isRunning { kill(owner.processIdentifier, SIGKILL) }
      for pid in sleepers(marker) { kill(pid, SIGKILL) }
    }
    return owner
  }

  /// The shell that starts the sleepers in the background: `sleep <marker>`, and the same in
  /// a session of its own where `setsid` is installed.
  private func sleepCommands(_ marker: String) -> String {
    let setsid = findExecutable("setsid").map { "\($0.path) sleep \(marker) & " } ?? ""
    return "sleep \(marker) & \(setsid)true"
  }

  private var expectedSleepers: Int { findExecutable("setsid") == nil ? 1 : 2 }

  private struct Timeout: Error, CustomStringConvertible {
    let what: String
    let seconds: TimeInterval
    var description: String { "waited \(Int(seconds)) s for \(what)" }
  }

  /// Waits until `condition` holds, for up to `timeout` seconds of a quiet machine's time.
  private func waitFor(
    _ what: String, timeout: TimeInterval, until condition: () -> Bool
  ) throws {
    let deadline = Date().addingTimeInterval(MachineLoad.allowance(timeout))
    while !condition() {
      guard Date() < deadline else { throw Timeout(what: what, seconds: timeout) }
      Thread.sleep(forTimeInterval: 0.1)
    }
  }
}
