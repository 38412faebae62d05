import Foundation
import WorkshopCourse
import WorkshopJudge
import WorkshopTerminal
import XCTest

@testable import WorkshopTestRuns

/// How `workshop check` runs test processes, end to end on the fixture course: crashes and hangs
/// judged the same way for XCTest and Swift Testing, nothing left running or left behind, and a
/// course whose checks are not as shipped refused.
final class CLITestRunEndToEndTests: BuildableCourseTestCase {
  func testCheck_ACrashAfterPassingChecks_FailsTheStepWithTheCrash() throws {
    // The last check to run crashes; the two before it pass.
    try course.write(
      try solvedCounter.replacingOccurrences(
        of: "state = 0", with: "let none: Int? = nil\n    state = none!"),
      to: "Exercises/01-Counter/Counter.swift")
    let run = try check("01")
    XCTAssertEqual(run.status, 1, run.output)
    XCTAssertFalse(run.output.contains("All 3 checks"), run.output)
    XCTAssertTrue(run.output.contains("  ✗ CounterChecks.testResetTapped_GoesBackToZero crashed"))
    XCTAssertTrue(run.output.contains("✗ The checks crashed while running"), run.output)
    XCTAssertTrue(run.output.contains("2 of 3 checks pass."), run.output)
  }

  func testCheck_ASwiftTestingCrash_IsBlamedOnTheTestThatCrashed_TenTimesOver() throws {
    // Five Swift Testing checks run side by side; one crashes while the others are still busy.
    try writeSwiftTestingChecks(
      """
      @Test func crashes() {
        let none: Int? = nil
        #expect(none! == 0)
      }
      """)
    // NB: a tight limit: the backtrace of a crash may take longer to print, and is no hang.
    let run = try check("01", "--timeout", "2")
    XCTAssertEqual(run.status, 1, run.output)
    XCTAssertFalse(run.output.contains("never finished"), run.output)
    XCTAssertTrue(run.output.contains("  ✗ CounterSwiftChecks.crashes() crashed\n"), run.output)
    XCTAssertTrue(
      run.output.contains("✗ The checks crashed while running CounterSwiftChecks.crashes()."),
      run.output)
    // Every check is listed and counted: 3 XCTest checks and 5 Swift Testing ones.
    XCTAssertTrue(run.output.contains("7 of 8 checks pass."), run.output)
    for (index, again) in try nineRunsMore(timeout: 2).enumerated() {
      XCTAssertEqual(
        again.report, RepeatedChecks.report(inOutput: run.output),
        "run \(index + 2) of 10 got another verdict")
    }
  }

  func testCheck_ASwiftTestingHang_NamesTheHungCheckWithinTheTimeout_TenTimesOver() throws {
    // NB: a check that waits for a signal that never comes, not one that spins: ten runs of a
    // spinning check kept both cores busy for half a minute. The runner tells hangs from the
    // silence either way; `stopAHungRun` and the hunt's hang spin.
    try writeSwiftTestingChecks(
      """
      @Test func hangs() {
        DispatchSemaphore(value: 0).wait()
      }
      """)
    let run = try check("01", "--timeout", "3")
    XCTAssertEqual(run.status, 1, run.output)
    XCTAssertTrue(run.output.contains("CounterSwiftChecks.hangs() never finished"), run.output)
    XCTAssertFalse(run.output.contains("crashed"), "a hang is not a crash:\n\(run.output)")
    XCTAssertTrue(run.output.contains("7 of 8 checks pass."), run.output)
    let seconds = try XCTUnwrap(run.checkSeconds, run.output)
    XCTAssertLessThan(
      seconds, 3 * 2 + MachineLoad.allowance(20), "the run ignored --timeout:\n\(run.output)")
    for (index, again) in try nineRunsMore(timeout: 3).enumerated() {
      XCTAssertEqual(
        again.report, RepeatedChecks.report(inOutput: run.output),
        "run \(index + 2) of 10 got another verdict")
      XCTAssertLessThan(
        again.seconds, 3 * 2 + MachineLoad.allowance(20),
        "a run ignored --timeout:\n\(again.report)")
    }
  }

  func testCheck_KilledWithSIGKILL_LeavesNoTestProcess_AndTheNextCheckSweepsItsResultsFolder()
    throws
  {
    let temporary = try Fixtures.emptyFolder(for: self)
    _ = try stopAHungRun(with: SIGKILL, temporary: temporary)
    XCTAssertFalse(resultsFolders(in: temporary).isEmpty, "nothing to sweep: the test is void")

    try course.write(try solvedCounter, to: "Exercises/01-Counter/Counter.swift")
    let next = try WorkshopCLI.runWatchingMemory(
      ["check", "01"], in: course.root, timeout: 900, environment: ["TMPDIR": temporary.path])
    XCTAssertEqual(next.status, 0, next.output)
    XCTAssertEqual(resultsFolders(in: temporary), [], "the stale results folder stayed")
  }

  func testCheck_ThatBuilds_LeavesNothingInTheSystemsTemporaryFolder() throws {
    // A changed file: the check builds, runs the checks and hunts, then ends.
    try course.write(
      try solvedCounter + "\n// changed\n", to: "Exercises/01-Counter/Counter.swift")
    let temporary = try Fixtures.emptyFolder(for: self)
    let run = try WorkshopCLI.runWatchingMemory(
      ["check", "01"], in: course.root, timeout: 900, environment: ["TMPDIR": temporary.path])
    XCTAssertEqual(run.status, 0, run.output)
    let left = try FileManager.default.contentsOfDirectory(atPath: temporary.path)
    XCTAssertEqual(left, [], "SwiftPM's locks and folders belong in the build folder")
  }

  func testCheck_KilledWithSIGKILL_LeavesNothingTheLearnersCodeStarted() throws {
    // The checked code starts a process of its own (a group of its own, as Foundation makes
    // it), then hangs; the workshop is killed outright.
    let sleeper = Sleeper()
    _ = try stopAHungRun(
      with: SIGKILL, temporary: try Fixtures.emptyFolder(for: self),
      hang: { sleeper.start + "\n    while true {}" },
      beforeTheSignal: {
        try self.waitFor("the checked code to start its process", timeout: 120) {
          !sleeper.pids().isEmpty
        }
      })
    try waitFor("the process the checked code started to end with the workshop", timeout: 15) {
      sleeper.pids().isEmpty
    }
  }

  #if os(Linux)
    func testCheck_OfCodeThatLeavesAProcessRunning_EndsItWhenTheCheckEnds() throws {
      // NB: on Linux the workshop keeps the orphans of its children, and ends them as it ends.
      let sleeper = Sleeper()
      try course.write(
        "import Foundation\n"
          + (try solvedCounter.replacingOccurrences(
            of: "state += 1", with: sleeper.start + "\n    state += 1")),
        to: "Exercises/01-Counter/Counter.swift")
      let run = try check("01")
      XCTAssertEqual(run.status, 0, run.output)
      try waitFor("the process the checked code left running to end", timeout: 15) {
        sleeper.pids().isEmpty
      }
    }
  #endif

  func testCheck_WhenTheTerminalCloses_StopsTheTestsAndRemovesItsResultsFolder() throws {
    let temporary = try Fixtures.emptyFolder(for: self)
    _ = try stopAHungRun(with: SIGHUP, temporary: temporary)
    XCTAssertEqual(resultsFolders(in: temporary), [])
  }

  func testCheck_OfAStepWithANamedPipeAmongItsFiles_SaysSoAtOnce() throws {
    // A named pipe no one writes to: the compiler would wait on it until the build timeout.
    let pipe = course.root.appendingPathComponent("Exercises/01-Counter/Pipe.swift")
    XCTAssertEqual(mkfifo(pipe.path, 0o644), 0)
    defer { try? FileManager.default.removeItem(at: pipe) }
    let run = try WorkshopCLI.runWatchingMemory(["check", "01"], in: course.root, timeout: 120)
    XCTAssertEqual(run.status, 4, run.output)
    XCTAssertTrue(
      run.output.flowing.contains(
        "Exercises/01-Counter/Pipe.swift is a named pipe, a socket or a device, not a file"),
      run.output)
    XCTAssertTrue(run.output.contains("`rm Exercises/01-Counter/Pipe.swift`"), run.output)
  }

  func testCheck_WithTheStepsChecksFolderMissing_IsACorruptCourse() throws {
    try FileManager.default.removeItem(
      at: course.root.appendingPathComponent("Exercises/01-Counter/Checks"))
    let run = try check("01")
    XCTAssertEqual(run.status, 3, run.output)
    XCTAssertTrue(run.output.contains("The checks of step 01 are not as shipped"), run.output)
    XCTAssertTrue(run.output.contains("`git checkout -- Exercises/01-Counter/Checks`"), run.output)
    XCTAssertFalse(run.output.contains("pass"), run.output)
  }

  func testCheck_WithAnEditedCheck_IsACorruptCourse() throws {
    let path = "Exercises/01-Counter/Checks/CounterChecks.swift"
    let shipped = try String(
      contentsOf: course.root.appendingPathComponent(path), encoding: .utf8)
    try course.write(shipped.replacingOccurrences(of: "XCTAssert", with: "_ = "), to: path)
    let run = try check("01")
    XCTAssertEqual(run.status, 3, run.output)
    XCTAssertTrue(run.output.contains("`git checkout -- \(path)`"), run.output)
  }

  func testCheck_WithACheckEditedOnBothSides_IsACorruptCourse_WhereGitKnowsTheShippedOne() throws {
    // An edit through the exercise's link changes the solution's file too: only git tells.
    let root = try Fixtures.course(for: self)
    try Fixtures.commitAll(in: root)
    let path = "Solutions/01-Counter/Checks/CounterChecks.swift"
    let shipped = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    let edited = shipped.replacingOccurrences(of: "XCTAssertEqual(state, 2", with: "_ = (state, 2")
    XCTAssertNotEqual(edited, shipped)
    for side in ["Exercises", "Solutions"] {
      try Fixtures.write(edited, to: "\(side)/01-Counter/Checks/CounterChecks.swift", in: root)
    }
    let run = try WorkshopCLI.run(["check", "01"], in: root)
    XCTAssertEqual(run.status, 3, run.output)
    XCTAssertTrue(
      run.output.contains("`Exercises/01-Counter/Checks/CounterChecks.swift`"), run.output)
    XCTAssertTrue(run.output.contains("git checkout -- "), run.output)
  }

  // MARK: - Helpers

  /// Adds Swift Testing checks to step 01, on both sides as a shipped check is: four that pass
  /// after a moment's work, and `extra`.
  private func writeSwiftTestingChecks(_ extra: String) throws {
    let file = """
      import Foundation
      import Testing
      @testable import Counting

      @Suite struct CounterSwiftChecks {
        @Test func addsOne() { Thread.sleep(forTimeInterval: 0.3); #expect(1 + 1 == 2) }
        @Test func addsTwo() { Thread.sleep(forTimeInterval: 0.3); #expect(2 + 2 == 4) }
        @Test func addsThree() { Thread.sleep(forTimeInterval: 0.3); #expect(3 + 3 == 6) }
        @Test func addsFour() { Thread.sleep(forTimeInterval: 0.3); #expect(4 + 4 == 8) }
        \(extra.replacingOccurrences(of: "\n", with: "\n  "))
      }
      """
    for side in ["Exercises", "Solutions"] {
      try course.write(file, to: "\(side)/01-Counter/Checks/CounterSwiftChecks.swift")
    }
    try course.write(try solvedCounter, to: "Exercises/01-Counter/Counter.swift")
  }

  /// Nine more runs of the checks of step 01 as `check 01 --timeout <timeout>` has just built
  /// and run them, two at a time: with that first run, ten runs of the same code.
  ///
  /// NB: ten runs prove that the same code gets the same verdict. What may differ from one run
  /// to the next is how the tests of a test process interleave, and so what the runner reads of
  /// a crash or a hang; that happens in the runs themselves, which the nine repeat in full (test
  /// processes of their own, judged and rerun as `check` does), so the same verdict ten times
  /// proves what ten `check`s in a row did. Building, listing the tests and starting `workshop`
  /// do the same each time, and the first run did them end to end. Two at a time, not more: the
  /// idle limit counts from the start of a test process, so runs starting together must not
  /// queue for the cores (nine at once on two cores had XCTest checks reported as not run).
  private func nineRunsMore(timeout: TimeInterval) throws -> [RepeatedChecks.Run] {
    let runs = try RepeatedChecks.runs(
      of: "01", in: course.root, idleTimeout: timeout, count: 9, width: 2)
    XCTAssertEqual(runs.count, 9, "runs that never ended")
    return runs
  }
}
