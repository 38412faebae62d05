import Foundation
import WorkshopCore
import XCTest

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

  func testTimeout_StopsTheChildAndEverythingItStarted() throws {
    let marker = uniqueDuration()
    // The shell starts a grandchild in the background, which must not outlive the timeout.
    let result = try runProcess(
      shell, arguments: ["-c", "sleep \(marker) & sleep \(marker)"], timeout: 0.5)
    XCTAssertEqual(result.termination, .timedOut)
    XCTAssertFalse(result.wasSilent)
    XCTAssertLessThan(result.duration, 8)
    Thread.sleep(forTimeInterval: 0.2)
    XCTAssertFalse(processes().contains { $0.contains("sleep \(marker)") }, "a child survived")
  }

  func testTimeout_AlsoStopsGrandchildrenInAProcessGroupOfTheirOwn() throws {
    guard let setsid = findExecutable("setsid") else { throw XCTSkip("setsid is not installed") }
    let marker = uniqueDuration()
    let result = try runProcess(
      shell, arguments: ["-c", "\(setsid.path) sleep \(marker) & wait"], timeout: 0.5)
    XCTAssertEqual(result.termination, .timedOut)
    Thread.sleep(forTimeInterval: 0.2)
    XCTAssertFalse(
      processes().contains { $0.contains("sleep \(marker)") }, "the grandchild survived")
  }

  func testIdleTimeout_StopsASilentChildButNotABusyOne() throws {
    let silent = try runProcess(
      shell, arguments: ["-c", "echo started; sleep 30"], timeout: 20, idleTimeout: 0.5)
    XCTAssertEqual(silent.termination, .timedOut)
    XCTAssertTrue(silent.wasSilent)
    XCTAssertEqual(silent.output, "started\n")

    let busy = try runProcess(
      shell, arguments: ["-c", "for i in 1 2 3 4 5 6; do echo $i; sleep 0.2; done"], timeout: 20,
      idleTimeout: 0.8)
    XCTAssertEqual(busy.termination, .exited(0))
  }

  /// A `sleep` argument no other process uses, to find the sleeper again.
  private func uniqueDuration() -> String {
    "300.\(Int.random(in: 100_000...999_999))"
  }

  private func processes() -> [String] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { entry in
      guard Int(entry) != nil else { return nil }
      return (try? String(contentsOfFile: "/proc/\(entry)/cmdline", encoding: .utf8))?
        .replacingOccurrences(of: "\0", with: " ")
    }
  }
}
