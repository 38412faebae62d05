import Foundation
import WorkshopTestRuns
import XCTest

@testable import WorkshopJudge
@testable import WorkshopMutation

#if os(Linux)
  /// `MutantReach`, against a fake test product (a shell script) whose quick test reaches
  /// mutant 1, whose slow test reaches mutant 2 after a second, and which fails a test run with a
  /// mutant switched on or without a fresh home.
  final class MutantReachTests: XCTestCase {
    private let listing = TestListing(
      xctestListing: "M.C/testQuick\nM.C/testSlow", swiftTestingListing: "")

    private func reach(failingQuick: Bool = false) throws -> MutantReach {
      let folder = try Fixtures.emptyFolder(for: self)
      let script = """
        #!/bin/sh
        for test in $(echo "$1" | tr ',' ' '); do
          name=$(echo "$test" | sed 's/^M\\.//; s/\\//./')
          echo "Test Case '$name' started at 2026-11-27 06:00:00.000"
          if [ "$WORKSHOP_MUTANT" != 0 ] || [ ! -d "$TMPDIR" ] \\
            || [ "$FAILS_QUICK$name" = "1C.testQuick" ]; then
            echo "/x.swift:1: error: $name : XCTAssertTrue failed"
            echo "Test Case '$name' failed (0.001 seconds)"
            continue
          fi
          case "$name" in
            C.testQuick) echo 1 >> "$WORKSHOP_MUTANTS_REACHED" ;;
            C.testSlow) sleep 1; echo 2 >> "$WORKSHOP_MUTANTS_REACHED" ;;
          esac
          echo "Test Case '$name' passed (0.001 seconds)"
        done
        """
      let product = folder.appendingPathComponent("Fake.xctest")
      try Data(script.utf8).write(to: product)
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: product.path)
      var runner = TestRunner(launcher: try TestLauncher(product: product), directory: folder)
      runner.environment["FAILS_QUICK"] = failingQuick ? "1" : "0"
      return try MutantReach(
        runner: runner, modules: ["M"], listing: listing,
        folder: folder.appendingPathComponent("reached"))
    }

    func testEachMutant_IsReachedByTheTestsThatRunItsLine() throws {
      let reach = try reach()
      XCTAssertNil(reach.failure)
      XCTAssertEqual(reach.listing(reaching: 1, in: listing)?.xctest, ["M.C/testQuick"])
      XCTAssertEqual(reach.listing(reaching: 2, in: listing)?.xctest, ["M.C/testSlow"])
      XCTAssertNil(reach.listing(reaching: 3, in: listing), "no test reaches mutant 3")
    }

    func testATestThatFailsWithNoMutantOn_IsNamedAsTheFailure() throws {
      XCTAssertEqual(try reach(failingQuick: true).failure, "C.testQuick")
    }

    func testIdleTimeout_IsSeveralTimesTheSlowestTestsOwnTime_WithinItsBounds() throws {
      let reach = try reach()
      let quick = try XCTUnwrap(reach.listing(reaching: 1, in: listing))
      let slow = try XCTUnwrap(reach.listing(reaching: 2, in: listing))
      let timeout = { reach.idleTimeout(for: $0, floor: 2, ceiling: 10) }
      XCTAssertGreaterThanOrEqual(timeout(quick), 2)
      XCTAssertGreaterThanOrEqual(timeout(slow), MutantReach.slowdownAllowed * 1)
      XCTAssertLessThanOrEqual(timeout(slow), 10)
      XCTAssertEqual(timeout(listing), timeout(slow), "the slowest of the selection counts")
      let unknown = TestListing(xctestListing: "M.C/testNew", swiftTestingListing: "")
      XCTAssertEqual(timeout(unknown), 10, "a test never timed gets the ceiling")
    }
  }
#endif
