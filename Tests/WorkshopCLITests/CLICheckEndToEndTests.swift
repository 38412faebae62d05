import Foundation
import WorkshopCore
import WorkshopResults
import XCTest

/// `workshop check` end to end: the real binary builds and runs the fixture course's steps in a
/// copy of the workshop's package, with the mistakes a learner makes written into the step.
final class CLICheckEndToEndTests: BuildableCourseTestCase {
  func testCheck_AsShipped_FailsNamingTheTodoAndExits1() throws {
    let run = try check("01")
    XCTAssertEqual(run.status, 1, run.output)
    XCTAssertTrue(
      run.output.contains("  ✗ CounterChecks.testIncrementTapped_AddsOne\n"), run.output)
    XCTAssertTrue(
      run.output.contains("Next: TODO(1) at Exercises/01-Counter/Counter.swift:8"), run.output)
  }

  func testCheck_Solved_PassesAndExits0() throws {
    try course.write(try solvedCounter, to: "Exercises/01-Counter/Counter.swift")
    let run = try check("01")
    XCTAssertEqual(run.status, 0, run.output)
    XCTAssertTrue(run.output.contains("✓ All 3 checks of step 01 pass."), run.output)
  }

  func testCheck_MultiLineFailure_IsShownWholeAtTheLearnersLine() throws {
    try course.write(
      """
      import XCTest
      @testable import Tally

      final class TallyTests: XCTestCase {
        func testAdd_CountsOne() {
          XCTFail("The state is off:\\n\\n  State(\\n−   count: 4\\n+   count: 3\\n  )")
        }
      }
      """, to: "Exercises/02-Tally/Tests/TallyTests.swift")
    let run = try check("02")
    XCTAssertEqual(run.status, 1, run.output)
    XCTAssertTrue(
      run.output.contains(
        """
          ✗ TallyTests.testAdd_CountsOne
              The state is off:
                  State(
                −   count: 4
                +   count: 3
                  )
              at Exercises/02-Tally/Tests/TallyTests.swift:6
        """), run.output)
    // The Swift Testing test of the step, named with its suite, at the learner's line.
    XCTAssertTrue(
      run.output.contains(
        """
          ✗ TallyClearTests.clearEmptiesTheTally()
              TODO(2): send .clear first, then expect an empty tally
              Expectation failed: (state → 3) == 0
              at Exercises/02-Tally/Tests/TallyClearTests.swift:7
        """), run.output)
  }

  func testCheck_CompileError_IsShownOnceWithItsLine() throws {
    try course.write(
      try solvedCounter.replacingOccurrences(of: "state += 1", with: "state += \"one\""),
      to: "Exercises/01-Counter/Counter.swift")
    let run = try check("01")
    XCTAssertEqual(run.status, 1, run.output)
    XCTAssertTrue(run.output.contains("✗ The code of step 01 does not compile yet."), run.output)
    let places = run.output.components(separatedBy: "Exercises/01-Counter/Counter.swift:8:").count
    XCTAssertEqual(places - 1, 1, "the error is shown once:\n\(run.output)")
  }

  func testCheck_CompileErrorInALearnersTest_IsShownOnceAtItsOwnPath() throws {
    // NB: the learner's tests are compiled once, with the checks, and the planted-bug runs reuse
    // that build.
    try course.write(
      """
      import XCTest
      @testable import Tally

      final class TallyTests: XCTestCase {
        func testAdd_CountsOne() {
          let tally: Int = "two"
          XCTAssertEqual(tally, 2)
        }
      }
      """, to: "Exercises/02-Tally/Tests/TallyTests.swift")
    let run = try check("02")
    XCTAssertEqual(run.status, 1, run.output)
    let places = run.output.components(separatedBy: "Tests/TallyTests.swift:6:").count - 1
    XCTAssertEqual(places, 1, "the error is shown once:\n\(run.output)")
    XCTAssertTrue(run.output.contains("Exercises/02-Tally/Tests/TallyTests.swift:6:"), run.output)
  }

  func testCheck_AWarningInTheLearnersCode_IsShown() throws {
    try course.write(
      try solvedCounter.replacingOccurrences(
        of: "state += 1", with: "let unused = 1\n    state += 1"),
      to: "Exercises/01-Counter/Counter.swift")
    let run = try check("01")
    XCTAssertEqual(run.status, 0, run.output)
    XCTAssertTrue(run.output.contains("Compiler warnings in your files"), run.output)
    XCTAssertTrue(
      run.output.contains(
        "  Exercises/01-Counter/Counter.swift:8:9: initialization of immutable value 'unused' was "
          + "never used; consider replacing with assignment to '_' or removing it\n"), run.output)
  }

  func testCheck_ACheckThatPrintsWithoutEnd_EndsWithinItsTimeoutInBoundedMemory() throws {
    // `.incrementTapped` logs forever; the other two checks still get their verdict.
    try course.write(
      try solvedCounter.replacingOccurrences(
        of: "state += 1", with: "while true { print(\"debug: state is \\(state)\") }"),
      to: "Exercises/01-Counter/Counter.swift")
    let run = try check("01", "--timeout", "3")
    XCTAssertEqual(run.status, 1, run.output)
    XCTAssertTrue(
      run.output.contains("CounterChecks.testIncrementTapped_AddsOne never finished"), run.output)
    XCTAssertTrue(
      run.output.contains("  ✓ CounterChecks.testResetTapped_GoesBackToZero"), run.output)
    XCTAssertTrue(run.output.contains("  ✓ CounterChecks.testNothingTapped_ChangesNothing"))
    let seconds = try XCTUnwrap(run.checkSeconds, run.output)
    XCTAssertLessThan(seconds, 3 + 12, "the checks ran past their timeout:\n\(run.output)")
    #if os(Linux)
      let peak = try XCTUnwrap(run.peakMemoryKB)
      XCTAssertLessThan(peak, 200_000, "the workshop's peak memory, in kB")
      print("check of a printing hang: checks \(seconds) s, workshop peak memory \(peak) kB")
    #endif
  }

  func testHunt_ATestThatHangsUnderAPlantedBug_IsStoppedAfterTheTimeout() throws {
    // The one planted bug makes `.add` loop forever; the learner's tests are the reference's.
    try course.write(
      """
      import EffectKit
      import WorkshopResults
      @testable import Tally

      func tallyReducer(state: inout Int, action: TallyAction) -> [Effect<TallyAction>] {
        if PlantedBug.active == 1, action == .add { while true {} }
        return Tally.tallyReducer(state: &state, action: action)
      }
      """, to: "Solutions/02-Tally/Checks/PlantedBugs.swift")
    try course.write(
      """
      [{"number": 1, "summary": ".add never ends", "hint": "Send .add."}]
      """, to: "Tests/PlantedBugs/02-Tally/PlantedBugs.json")
    for file in ["TallyTests.swift", "TallyClearTests.swift"] {
      let solved = try String(
        contentsOf: Fixtures.courseFolder.appendingPathComponent(
          "Solutions/02-Tally/Tests/\(file)"),
        encoding: .utf8)
      try course.write(solved, to: "Exercises/02-Tally/Tests/\(file)")
    }
    let run = try check("02", "--timeout", "3")
    XCTAssertTrue(
      run.output.contains("✓  bug 1: .add never ends (your tests hung for 3 s"), run.output)
    let seconds = try XCTUnwrap(run.checkSeconds, run.output)
    XCTAssertLessThan(seconds, 40, "the hunt ignored --timeout:\n\(run.output)")
  }

  func testHunt_RunsTheLearnersTestsOnTheirOwnCode() throws {
    for file in ["TallyTests.swift", "TallyClearTests.swift"] {
      let solved = try String(
        contentsOf: Fixtures.courseFolder.appendingPathComponent(
          "Solutions/02-Tally/Tests/\(file)"),
        encoding: .utf8)
      try course.write(solved, to: "Exercises/02-Tally/Tests/\(file)")
    }
    let solved = try check("02")
    XCTAssertEqual(solved.status, 0, solved.output)
    XCTAssertTrue(solved.output.contains("2 of 2 planted bugs caught"), solved.output)

    // The learner's own reducer now counts two: their tests say so before any bug is planted.
    let tally = try String(
      contentsOf: Fixtures.courseFolder.appendingPathComponent("Exercises/02-Tally/Tally.swift"),
      encoding: .utf8)
    try course.write(
      tally.replacingOccurrences(of: "state += 1", with: "state += 2"),
      to: "Exercises/02-Tally/Tally.swift")
    let broken = try check("02")
    XCTAssertEqual(broken.status, 1, broken.output)
    XCTAssertTrue(broken.output.contains("fail with no bug planted"), broken.output)
  }

  func testDoctor_ChecksTheMachine_ThenBuildsEveryAvailableStepWithItsTime() throws {
    let run = try WorkshopCLI.runWatchingMemory(["doctor"], in: course.root, timeout: 900)
    XCTAssertEqual(run.status, 0, run.output)
    XCTAssertTrue(run.output.contains("  ✓ Swift"), run.output)
    XCTAssertTrue(run.output.contains("  ✓ Checkout"), run.output)
    for step in ["01 · A counter reducer", "02 · Tests that catch bugs"] {
      XCTAssertNotNil(
        run.output.range(
          of: "  ✓ \(step)  [0-9]+\\.[0-9] s\n", options: .regularExpression), run.output)
    }
    XCTAssertFalse(run.output.contains("03 · A step still being written"), "not available")
    XCTAssertTrue(run.output.contains("Ready."), run.output)
  }

  func testDoctor_WithAStepThatDoesNotCompile_NamesItAndExits1() throws {
    try course.write("let broken: Int = \"no\"\n", to: "Exercises/01-Counter/Broken.swift")
    let run = try WorkshopCLI.runWatchingMemory(["doctor"], in: course.root, timeout: 900)
    XCTAssertEqual(run.status, 1, run.output)
    XCTAssertTrue(run.output.contains("✗ 01 · A counter reducer  does not compile"), run.output)
    XCTAssertTrue(run.output.contains("`swift run workshop check 01` shows the errors"), run.output)
  }

  func testWatch_ChecksAgainOnEverySave_MarkingEachRun_AndStopsOnCtrlC() throws {
    let log = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID()).log")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: log) }
    let output = try FileHandle(forWritingTo: log)
    let watch = Process()
    watch.executableURL = WorkshopCLI.executable
    watch.arguments = ["watch", "01", "--interval", "0.2"]
    watch.currentDirectoryURL = course.root
    watch.environment = ProcessInfo.processInfo.environment.merging(["NO_COLOR": "1"]) { $1 }
    (watch.standardOutput, watch.standardError) = (output, output)
    watch.standardInput = FileHandle.nullDevice
    try watch.run()
    defer { if watch.isRunning { watch.terminate() } }
    let printed = { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }

    // The first run checks the step as shipped; saving the solved file starts the second.
    try waitFor("the first verdict", timeout: 600) { printed().contains("1 of 3 checks pass.") }
    XCTAssertTrue(printed().contains("── run 1 · "), printed())
    try course.write(try solvedCounter, to: "Exercises/01-Counter/Counter.swift")
    try waitFor("the second verdict", timeout: 300) {
      printed().contains("✓ All 3 checks of step 01 pass.")
    }
    XCTAssertTrue(printed().contains("── run 2 · "), printed())

    watch.interrupt()
    try waitFor("watch to stop on Ctrl-C", timeout: 60) { !watch.isRunning }
    XCTAssertEqual(watch.terminationStatus, 0, printed())
    XCTAssertTrue(printed().contains("Stopped watching."), printed())
  }
}
