import Foundation
import WorkshopTestRuns
import XCTest

@testable import WorkshopCourse
@testable import WorkshopJudge

#if os(Linux)
  /// A module's checks and its planted-bug hunt run side by side, and are recorded checks first,
  /// against a fake test product (a shell script) whose check passes only when the hunt has
  /// started meanwhile.
  final class TestRunnerHuntTests: XCTestCase {
    private let tests = [
      "M.C/testWaitsForTheHunt", "M.C/testPasses", "M.H/testPlantedBugsAreCaught",
    ]

    /// The runner of a fake product whose hunt leaves a mark that its first check waits for, up
    /// to `patience` seconds.
    private func runner(patience: Int = 30) throws -> TestRunner {
      let folder = try Fixtures.emptyFolder(for: self)
      let mark = folder.appendingPathComponent("hunt-started")
      let script = """
        #!/bin/sh
        for test in $(echo "$1" | tr ',' ' '); do
          name=$(echo "$test" | sed 's/^M\\.//; s/\\//./')
          echo "Test Case '$name' started at 2026-11-28 06:00:00.000"
          case "$name" in
            C.testWaitsForTheHunt)
              waited=0
              while [ ! -e '\(mark.path)' ] && [ $waited -lt \(patience * 10) ]; do
                sleep 0.1; waited=$((waited + 1))
              done
              if [ -e '\(mark.path)' ]; then
                echo "Test Case '$name' passed (0.001 seconds)"
              else
                echo "/x.swift:8: error: $name : the hunt never started beside this check"
                echo "Test Case '$name' failed (\(patience).000 seconds)"
              fi ;;
            H.testPlantedBugsAreCaught)
              touch '\(mark.path)'
              echo "Test Case '$name' passed (0.001 seconds)" ;;
            *) echo "Test Case '$name' passed (0.001 seconds)" ;;
          esac
        done
        """
      return try TestRunner.fake(script: script, in: folder)
    }

    private var listing: TestListing {
      TestListing(xctestListing: tests.joined(separator: "\n"), swiftTestingListing: "")
    }

    func testTheHunt_RunsBesideTheChecks_AndIsRecordedAfterThem() throws {
      let run = try runner().run(module: "M", listing: listing)
      XCTAssertEqual(run.unsuccessful.map(\.name), [], run.output)
      XCTAssertEqual(
        run.tests.map(\.name),
        ["C.testWaitsForTheHunt", "C.testPasses", "H.testPlantedBugsAreCaught"])
    }

    func testARunnerThatStopsAtTheFirstProblem_HuntsOnlyAfterTheChecks() throws {
      // NB: the hunt cannot start before the check ends here, so a short wait fails for sure.
      var runner = try runner(patience: 1)
      runner.stopsAtFirstProblem = true
      let run = runner.run(module: "M", listing: listing)
      XCTAssertEqual(run.unsuccessful.map(\.name), ["C.testWaitsForTheHunt"])
      XCTAssertFalse(run.tests.contains { $0.name == "H.testPlantedBugsAreCaught" })
    }
  }
#endif
