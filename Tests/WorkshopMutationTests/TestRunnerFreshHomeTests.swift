import Foundation
import WorkshopTestRuns
import XCTest

@testable import WorkshopJudge
@testable import WorkshopMutation

#if os(Linux)
  /// `TestRunner.inFreshHome`, against a fake test product (a shell script) whose one test
  /// leaves a file in the documents folder and fails when it finds one already there, or when
  /// its temporary folder is missing.
  final class TestRunnerFreshHomeTests: XCTestCase {
    private let listing = TestListing(xctestListing: "M.C/testHome", swiftTestingListing: "")

    /// The runner of the fake product, which notes each home it runs in, in `homes`.
    private func runner(homes: URL) throws -> TestRunner {
      let folder = try Fixtures.emptyFolder(for: self)
      let script = """
        #!/bin/sh
        echo "Test Case 'C.testHome' started at 2026-11-27 06:00:00.000"
        if [ -e "$HOME/Documents/left" ] || [ ! -d "$TMPDIR" ]; then
          echo "/x.swift:1: error: C.testHome : XCTAssertFalse failed"
          echo "Test Case 'C.testHome' failed (0.001 seconds)"
        else
          mkdir -p "$HOME/Documents" && touch "$HOME/Documents/left"
          echo "$HOME" >> '\(homes.path)'
          echo "Test Case 'C.testHome' passed (0.001 seconds)"
        fi
        """
      let product = folder.appendingPathComponent("Fake.xctest")
      try Data(script.utf8).write(to: product)
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: product.path)
      return TestRunner(launcher: try TestLauncher(product: product), directory: folder)
    }

    func testEachRun_GetsAnEmptyHomeAndTemporaryFolder_RemovedAfterwards() throws {
      let notes = try Fixtures.emptyFolder(for: self).appendingPathComponent("homes")
      let under = try Fixtures.emptyFolder(for: self)
      let runner = try runner(homes: notes)
      for _ in 1...2 {
        let run = runner.inFreshHome(under: under) { $0.run(module: "M", listing: listing) }
        XCTAssertTrue(run.isSuccess, "the second run saw what the first left: \(run.tests)")
      }
      let homes = try String(contentsOf: notes, encoding: .utf8).split(separator: "\n")
      XCTAssertEqual(Set(homes).count, 2)
      XCTAssertTrue(homes.allSatisfy { $0.hasPrefix(under.path + "/") }, "\(homes)")
      XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: under.path), [])
    }

    func testTheFake_FailsWhenItsHomeHoldsWhatAnEarlierRunLeft() throws {
      let home = try Fixtures.emptyFolder(for: self)
      var runner = try runner(homes: home.appendingPathComponent("homes"))
      runner.environment["HOME"] = home.path
      runner.environment["TMPDIR"] = home.path
      XCTAssertTrue(runner.run(module: "M", listing: listing).isSuccess)
      XCTAssertEqual(
        runner.run(module: "M", listing: listing).unsuccessful.map(\.name), ["C.testHome"])
    }
  }
#endif
