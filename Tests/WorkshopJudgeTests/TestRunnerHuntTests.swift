import Foundation
import WorkshopTestRuns
import XCTest

@testable import WorkshopCourse
@testable import WorkshopJudge

#if os(Linux)
  /// A step's checks and its planted-bug hunt run side by side, and are recorded checks first,
  /// against a fake test product (a shell script) whose check passes only when the hunt has
  /// started meanwhile; the workshop's own test modules run them one after the other.
  final class TestRunnerHuntTests: XCTestCase {
    /// A step's checks module, as the manifest names it.
    private let module = "Exercise01Checks"

    private func tests(of module: String) -> [String] {
      ["C/testWaitsForTheHunt", "C/testPasses", "H/testPlantedBugsAreCaught"].map {
        "\(module).\($0)"
      }
    }

    /// The runner of a fake product whose hunt leaves a mark that its first check waits for, up
    /// to `patience` seconds.
    private func runner(patience: Int = 30) throws -> TestRunner {
      let folder = try Fixtures.emptyFolder(for: self)
      let mark = folder.appendingPathComponent("hunt-started")
      let script = """
        #!/bin/sh
        for test in $(echo "$1" | tr ',' ' '); do
          name=$(echo "$test" | sed 's/^[A-Za-z0-9]*\\.//; s/\\//./')
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

    private func listing(of module: String) -> TestListing {
      TestListing(xctestListing: tests(of: module).joined(separator: "\n"), swiftTestingListing: "")
    }

    func testTheHunt_RunsBesideTheChecks_AndIsRecordedAfterThem() throws {
      let run = try runner().run(module: module, listing: listing(of: module))
      XCTAssertEqual(run.unsuccessful.map(\.name), [], run.output)
      XCTAssertEqual(
        run.tests.map(\.name),
        ["C.testWaitsForTheHunt", "C.testPasses", "H.testPlantedBugsAreCaught"])
    }

    func testARunnerThatStopsAtTheFirstProblem_HuntsOnlyAfterTheChecks() throws {
      // NB: the hunt cannot start before the check ends here, so a short wait fails for sure.
      var runner = try runner(patience: 1)
      runner.stopsAtFirstProblem = true
      let run = runner.run(module: module, listing: listing(of: module))
      XCTAssertEqual(run.unsuccessful.map(\.name), ["C.testWaitsForTheHunt"])
      XCTAssertFalse(run.tests.contains { $0.name == "H.testPlantedBugsAreCaught" })
    }

    func testAModuleOfTheWorkshopsOwnTests_RunsTestsNamedForPlantedBugsAfterTheOthers() throws {
      // NB: the hunt-named test cannot start before the other ends here, so a short wait fails.
      let run = try runner(patience: 1).run(
        module: "WorkshopTestRunsTests", listing: listing(of: "WorkshopTestRunsTests"))
      XCTAssertEqual(run.unsuccessful.map(\.name), ["C.testWaitsForTheHunt"])
      XCTAssertEqual(
        run.tests.map(\.name),
        ["C.testWaitsForTheHunt", "C.testPasses", "H.testPlantedBugsAreCaught"])
    }
  }
#endif
