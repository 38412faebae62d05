import Foundation
import WorkshopTestRuns
import XCTest

@testable import WorkshopCourse
@testable import WorkshopJudge

#if os(Linux)
  /// `TestRunner.stopsAtFirstProblem`, against a fake test product (a shell script) whose first
  /// test fails and lingers after saying so (`LINGER` seconds), and whose second crashes the
  /// process.
  final class TestRunnerStopTests: XCTestCase {
    private let tests = ["M.C/testFails", "M.C/testCrashes", "M.C/testPasses"]

    /// The runner of a fake product that counts its launches in `launches`.
    private func runner(launches: URL) throws -> TestRunner {
      let folder = try Fixtures.emptyFolder(for: self)
      let script = """
        #!/bin/sh
        echo launched >> '\(launches.path)'
        for test in $(echo "$1" | tr ',' ' '); do
          name=$(echo "$test" | sed 's/^M\\.//; s/\\//./')
          echo "Test Case '$name' started at 2026-11-22 11:56:30.830"
          case "$name" in
            C.testFails) echo "/x.swift:8: error: $name : XCTAssertTrue failed"
              echo "Test Case '$name' failed (0.001 seconds)"
              sleep "$LINGER" ;;
            C.testCrashes) kill -SEGV $$ ;;
            *) echo "Test Case '$name' passed (0.001 seconds)" ;;
          esac
        done
        """
      return try TestRunner.fake(script: script, in: folder)
    }

    private func run(stopping: Bool) throws -> (ModuleRun, launches: Int) {
      let launches = try Fixtures.emptyFolder(for: self).appendingPathComponent("launches")
      var runner = try runner(launches: launches)
      runner.stopsAtFirstProblem = stopping
      // NB: a runner that stops at the failure ends the linger however busy the machine is; one
      // that does not goes on to the crash at once.
      runner.environment["LINGER"] = stopping ? "120" : "0"
      let listing = TestListing(
        xctestListing: tests.joined(separator: "\n"), swiftTestingListing: "")
      let run = runner.run(module: "M", listing: listing)
      let count = (try? String(contentsOf: launches, encoding: .utf8))?.split(separator: "\n")
      return (run, count?.count ?? 0)
    }

    func testByDefault_TheTestsACrashLeftRunInAFreshProcess() throws {
      let (run, launches) = try run(stopping: false)
      XCTAssertEqual(launches, 2)
      XCTAssertEqual(run.crashes.count, 1)
      XCTAssertEqual(run.unsuccessful.map(\.name), ["C.testFails", "C.testCrashes"])
      XCTAssertTrue(run.tests.contains { $0.name == "C.testPasses" && $0.outcome == .passed })
    }

    func testStoppingAtTheFirstProblem_StopsAtTheFailure_AndStillSaysItFailed() throws {
      let (run, launches) = try run(stopping: true)
      XCTAssertEqual(launches, 1)
      XCTAssertEqual(run.unsuccessful.map(\.name), ["C.testFails"], "stopped before the crash")
      XCTAssertTrue(run.crashes.isEmpty)
      XCTAssertFalse(run.isSuccess)
      XCTAssertFalse(run.tests.contains { $0.name == "C.testPasses" })
    }
  }
#endif
