import Foundation
import WorkshopCourse
import WorkshopLocalization
import WorkshopTestRuns
import XCTest

@testable import WorkshopJudge
@testable import WorkshopTerminal

final class CheckReportRendererTests: XCTestCase {
  func testFailingChecks_ShowTheTodoFirstAndPointAtTheLearnersLine() throws {
    let (course, step) = try fixture(step: 0)
    let report = try reportOf(
      "xctest-fail.txt", termination: .exited(1), course: course, step: step)
    XCTAssertEqual(
      render(report, course),
      """
        ✗ CounterChecks.testIncrementTapped_AddsOne
            TODO(1): on .incrementTapped, add one to the state
            XCTAssertEqual failed: ("1") is not equal to ("2")
            at Exercises/01-Counter/Counter.swift:8, your TODO(1)
        ✗ CounterChecks.testResetTapped_GoesBackToZero
            TODO(2): on .resetTapped, set the state to zero
            XCTAssertEqual failed: ("5") is not equal to ("0")
            at Exercises/01-Counter/Counter.swift:11, your TODO(2)
        ✓ CounterChecks.testNothingTapped_ChangesNothing

      1 of 3 checks pass.
      Next: TODO(1) at Exercises/01-Counter/Counter.swift:8: add one to the state.
      """)
  }

  func testABooleanAssertion_ShowsOnlyTheChecksMessage_WithoutXCTestsWords() throws {
    let (course, step) = try fixture(step: 0)
    var run = ModuleRun(module: step.exerciseChecksModule)
    let checks = course.root.appendingPathComponent(
      "Exercises/01-Counter/Checks/CounterChecks.swift")
    run.add(
      output: [
        "Test Case 'CounterChecks.testIncrementTapped_AddsOne' started at 2026-11-23 10:00:00.000",
        "\(checks.path):9: error: CounterChecks.testIncrementTapped_AddsOne : XCTAssertTrue failed"
          + " - TODO(1): on .incrementTapped, add one to the state",
        "Test Case 'CounterChecks.testIncrementTapped_AddsOne' failed (0.004 seconds)",
      ].joined(separator: "\n"), termination: .exited(1))
    let text = render(CheckReport(step: step, filesHash: "", verdict: .failed, run: run), course)

    XCTAssertTrue(text.contains("TODO(1): on .incrementTapped, add one to the state"), text)
    XCTAssertFalse(text.contains("XCTAssertTrue failed"), text)
  }

  func testPassingChecks_SayAllPass() throws {
    let (course, step) = try fixture(step: 0)
    let report = try reportOf(
      "xctest-pass.txt", termination: .exited(0), course: course, step: step)
    XCTAssertEqual(report.verdict, .passed)
    XCTAssertTrue(render(report, course).hasSuffix("\n✓ All 3 checks of step 01 pass."))
  }

  func testCrash_IsOneParagraphAtTheLearnersLine() throws {
    let (course, step) = try fixture(step: 0)
    let report = try reportOf(
      "xctest-crash-unwrap.txt", termination: .signalled(4), course: course, step: step)
    let text = render(report, course)
    XCTAssertTrue(text.hasPrefix("  ✗ CounterChecks.testIncrementTapped_AddsOne crashed\n"), text)
    XCTAssertTrue(
      text.contains(
        """
        ✗ The checks crashed while running CounterChecks.testIncrementTapped_AddsOne.
          Fatal error: Unexpectedly found nil while unwrapping an Optional value
          at Exercises/01-Counter/Counter.swift:9
        """), text)
  }

  func testEndlessRecursion_IsAStackOverflowAtTheCallThatRecurses() throws {
    let (course, step) = try fixture(step: 0)
    let report = try reportOf(
      "xctest-crash-recursion.txt", termination: .signalled(11), course: course, step: step)
    let text = render(report, course)
    XCTAssertTrue(
      text.contains(
        """
          Stack overflow: counterReducer(state:action:) calls itself without end (endless \
        recursion)
          at Exercises/01-Counter/Counter.swift:15
        """), text)
    XCTAssertTrue(text.contains("until the stack runs out"), text)
    XCTAssertFalse(text.contains("Bad pointer dereference"), text)
  }

  func testCrashWithAShortBacktrace_IsNoStackOverflow() throws {
    let output = TestOutput(parsing: try Fixtures.output("xctest-crash-unwrap.txt"))
    XCTAssertEqual(
      output.crash, "Fatal error: Unexpectedly found nil while unwrapping an Optional value")
  }

  func testIndexOutOfRange_IsPlacedInTheLearnersCodeNotTheStandardLibrary() throws {
    let (course, step) = try fixture(step: 0)
    let report = try reportOf(
      "xctest-crash-index.txt", termination: .signalled(4), course: course, step: step)
    XCTAssertTrue(
      render(report, course).contains(
        "  Fatal error: Index out of range\n  at Exercises/01-Counter/Counter.swift:12\n"))
  }

  func testHang_NamesTheTestAndTheLimit() throws {
    let (course, step) = try fixture(step: 0)
    var run = ModuleRun(module: step.exerciseChecksModule)
    run.add(
      output: try Fixtures.output("xctest-hang.txt", root: course.root.path),
      termination: .timedOut, stoppedAfter: 30, wasSilent: true)
    let text = render(CheckReport(step: step, filesHash: "", verdict: .failed, run: run), course)
    XCTAssertTrue(
      text.contains("  ✗ CounterChecks.testResetTapped_GoesBackToZero never finished\n"), text)
    XCTAssertTrue(
      text.contains(
        "✗ CounterChecks.testResetTapped_GoesBackToZero never finished: "
          + "it ran 30 s without finishing, so it was stopped."
      ),
      text)
  }

  func testHang_UnderAShortLimit_AdvisesATimeoutTheParserAccepts() throws {
    let (course, step) = try fixture(step: 0)
    var run = ModuleRun(module: step.exerciseChecksModule)
    run.add(
      output: try Fixtures.output("xctest-hang.txt", root: course.root.path),
      termination: .timedOut, stoppedAfter: 1.5, wasSilent: true)
    var renderer = CheckReportRenderer(course: course, terminal: .plain)
    renderer.idleTimeout = 1.5
    let text = renderer.render(CheckReport(step: step, filesHash: "", verdict: .failed, run: run))
      .joined(separator: "\n")
    let flowing = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    XCTAssertTrue(flowing.contains("allow more time with --timeout 3."), text)
    XCTAssertNoThrow(
      try ParsedArguments(options: ["timeout": "3"]).seconds(
        "timeout", command: "check", atLeast: ParsedArguments.minimumTimeout))
  }

  func testCouldNotRun_WithAReasonThatIsASentence_EndsWithOneFullStop() throws {
    let (course, step) = try fixture(step: 0)
    let reason = "Could not create the lock file /course/.build-workshop/workshop.lock: no room."
    let text = render(
      CheckReport(step: step, filesHash: "", verdict: .couldNotRun(reason)), course)
    XCTAssertTrue(text.contains("workshop.lock: no room.\n") || text.hasSuffix("no room."), text)
    XCTAssertFalse(text.contains(".."), text)
  }

  func testHangWithABacktrace_SaysWhereTheCodeWasBusy() throws {
    let (course, step) = try fixture(step: 0)
    var run = ModuleRun(module: step.exerciseChecksModule)
    run.add(
      output: try Fixtures.output("xctest-hang-backtrace.txt", root: course.root.path),
      termination: .timedOut, stoppedAfter: 30, wasSilent: true)
    XCTAssertEqual(run.crashes, [], "a hang stopped with SIGABRT is no crash")
    let text = render(CheckReport(step: step, filesHash: "", verdict: .failed, run: run), course)
    XCTAssertTrue(
      text.contains("\n  It was busy at Exercises/01-Counter/Counter.swift:11.\n"), text)
  }

  func testPlantedBugHunt_PrintsTheTableInsteadOfTheMessage() throws {
    let (course, step) = try fixture(step: 1)
    var run = ModuleRun(module: step.exerciseChecksModule)
    run.add(
      output: try Fixtures.output("xctest-hunt-fail.txt", root: course.root.path),
      termination: .exited(1))
    run.add(
      output: try Fixtures.output("swift-testing-fail.txt", root: course.root.path),
      termination: .exited(1))
    run.plantedBugReports = [
      PlantedBugReport(
        module: "Exercise02Checks",
        reference: .failed(failures: [
          "TallyTests.swift:6: TODO(1): write a test that sends .add and checks the tally"
        ]),
        runs: [])
    ]
    XCTAssertEqual(
      render(CheckReport(step: step, filesHash: "", verdict: .failed, run: run), course),
      """
        ✗ TallyChecks.testYourTestsCatchThePlantedBugs
            see the planted-bug table below
        ✗ TallyTests.testAdd_CountsOne
            TODO(1): write a test that sends .add and checks the tally
            at Exercises/02-Tally/Tests/TallyTests.swift:6
        ✗ clearEmptiesTheTally()
            TODO(2): send .clear first, then expect an empty tally
            Expectation failed: (state → 3) == 0
            at Exercises/02-Tally/Tests/TallyClearTests.swift:7

      Planted bugs
        Your tests fail with no bug planted (the ✗ above), so they cannot judge the planted bugs yet.

      0 of 3 checks pass.
      Next: TODO(1) at Exercises/02-Tally/Tests/TallyTests.swift:6: write a test that sends .add \
      and checks the tally
      """)
  }

  func testCompileErrorInTheChecks_SuggestsComparingNamesWithTheLesson() throws {
    let (course, step) = try fixture(step: 0)
    let errors = compilerErrors(
      in: try Fixtures.output("build-error-checks.txt", root: course.root.path))
    let text = render(
      CheckReport(step: step, filesHash: "", verdict: .compileError(errors)), course)
    XCTAssertTrue(text.hasPrefix("✗ The code of step 01 does not compile yet.\n\n"), text)
    XCTAssertTrue(
      text.contains(
        "  Exercises/01-Counter/Checks/CounterChecks.swift:7:19: "
          + "cannot find 'counterReducer' in scope\n"
          + "      let effects = counterReducer(state: &state, action: .incrementTapped)"), text)
    XCTAssertTrue(text.contains("compare your function names and types with the lesson's"), text)
  }

  func testMultiLineFailure_IsShownWholeAtTheLearnersLine() throws {
    let (course, step) = try fixture(step: 1)
    let report = try reportOf(
      lines: ["  State(", "−   n: 4", "+   n: 3", "  )"], course: course, step: step)

    let text = render(report, course)
    XCTAssertTrue(
      text.contains(
        """
              The state is not the expected one:
                  State(
                −   n: 4
                +   n: 3
                  )
              at Exercises/02-Tally/Tests/TallyTests.swift:6
        """), text)
  }

  func testLongFailure_IsCutAfterFortyLinesAndPointsAtVerbose() throws {
    let (course, step) = try fixture(step: 1)
    let report = try reportOf(
      lines: (1...45).map { "line \($0)" }, course: course, step: step)

    let text = render(report, course)
    XCTAssertTrue(text.contains("        line 40\n"), text)
    XCTAssertFalse(text.contains("line 41"), text)
    XCTAssertTrue(text.contains("        … 5 more lines: --verbose prints them"), text)
  }

  func testDiffLines_AreRedAndGreenOnlyWhenColourIsOn() throws {
    let (course, step) = try fixture(step: 1)
    let report = try reportOf(
      lines: ["−   n: 4", "+   n: 3", "    same"], course: course, step: step)

    let coloured = CheckReportRenderer(
      course: course, terminal: Terminal(usesColor: true, isInteractiveOutput: true, canAsk: false)
    ).render(report).joined(separator: "\n")
    XCTAssertTrue(coloured.contains("\u{1B}[31m−   n: 4\u{1B}[0m"), coloured)
    XCTAssertTrue(coloured.contains("\u{1B}[32m+   n: 3\u{1B}[0m"), coloured)
    XCTAssertTrue(coloured.contains("        same\n"), coloured)
    // A line the diff keeps that starts with a mark of its own (a debug entry's) stays plain.
    let kept = try reportOf(lines: ["  −   n: 4", "+ x"], course: course, step: step)
    let keptText = CheckReportRenderer(
      course: course, terminal: Terminal(usesColor: true, isInteractiveOutput: true, canAsk: false)
    ).render(kept).joined(separator: "\n")
    XCTAssertTrue(keptText.contains("          −   n: 4\n"), keptText)
    XCTAssertFalse(render(report, course).contains("\u{1B}["))
  }

  func testFailureOfTheLearnersTestNamingNoTodo_NextNamesTheTodoItStandsUnder() throws {
    let (course, step) = try fixture(step: 1)
    let report = try reportOf(lines: ["detail"], course: course, step: step)

    XCTAssertTrue(
      render(report, course).hasSuffix(
        "Next: TODO(1) at Exercises/02-Tally/Tests/TallyTests.swift:6: write a test that sends "
          + ".add and checks the tally"), render(report, course))
  }

  func testFailureNamingNoTodoAboveEveryMarker_NextNamesTheFailingCheckNotAnOldTodo() throws {
    let (course, step) = try fixture(step: 1)
    let report = reportOfFailing(
      [("TallyTests.testAdd_CountsOne", 4, "expected 1, got 0")], course: course, step: step)

    XCTAssertTrue(
      render(report, course).hasSuffix(
        "Next: make TallyTests.testAdd_CountsOne pass (Exercises/02-Tally/Tests/TallyTests.swift:4)."
      ), render(report, course))
  }

  func testACheckThatFailsForManyCases_ShowsTwoAndSaysVerbosePrintsTheRest() throws {
    let (course, step) = try fixture(step: 1)
    let report = reportOfFailing(
      (1...5).map { ("TallyChecks.testCases", 4, "case \($0) is wrong") }, course: course,
      step: step)

    let text = render(report, course)
    XCTAssertTrue(text.contains("case 1 is wrong"), text)
    XCTAssertTrue(text.contains("case 2 is wrong"), text)
    XCTAssertFalse(text.contains("case 3 is wrong"), text)
    XCTAssertTrue(
      text.contains("… and 3 more failures in this check: --verbose prints them"), text)
  }

  func testTheSameResultsInAnyOrder_AreReportedAlikeWithWhatFailedFirst() throws {
    let (course, step) = try fixture(step: 1)
    let checks: [(name: String, line: Int, message: String)] = [
      ("TallyChecks.testB", 4, "b"), ("TallyChecks.testA", 4, "a"),
    ]
    var mixed = ModuleRun(module: step.exerciseChecksModule)
    let file = course.root.appendingPathComponent("Exercises/02-Tally/Tests/TallyTests.swift").path
    mixed.add(
      output: """
        Test Case 'TallyChecks.testZ' started at 2026-11-23 10:00:00.000
        Test Case 'TallyChecks.testZ' passed (0.1 seconds)
        Test Case 'TallyChecks.testB' started at 2026-11-23 10:00:00.000
        \(file):4: error: TallyChecks.testB : failed - b
        Test Case 'TallyChecks.testB' failed (0.1 seconds)
        Test Case 'TallyChecks.testA' started at 2026-11-23 10:00:00.000
        \(file):4: error: TallyChecks.testA : failed - a
        Test Case 'TallyChecks.testA' failed (0.1 seconds)
        """, termination: .exited(1))
    let text = render(CheckReport(step: step, filesHash: "", verdict: .failed, run: mixed), course)
    let names = text.split(separator: "\n").filter { $0.hasPrefix("  ✗") || $0.hasPrefix("  ✓") }
    XCTAssertEqual(
      names, ["  ✗ TallyChecks.testA", "  ✗ TallyChecks.testB", "  ✓ TallyChecks.testZ"])
    XCTAssertEqual(
      render(reportOfFailing(checks, course: course, step: step), course),
      render(reportOfFailing(checks.reversed(), course: course, step: step), course))
  }

  func testAFailingCheckOutsideTheLearnersFiles_IsNamedWithoutAPlaceInTheChecks() throws {
    let (course, step) = try fixture(step: 1)
    var run = ModuleRun(module: step.exerciseChecksModule)
    run.add(
      output: """
        Test Case 'TallyChecks.testAdd_CountsTwo' started at 2026-11-23 10:00:00.000
        \(course.root.path)/Solutions/02-Tally/Checks/TallyChecks.swift:8: error: \
        TallyChecks.testAdd_CountsTwo : XCTAssertEqual failed: ("1") is not equal to ("2")
        Test Case 'TallyChecks.testAdd_CountsTwo' failed (0.1 seconds)
        """, termination: .exited(1))
    var report = CheckReport(step: step, filesHash: "", verdict: .failed)
    report.run = run

    let text = render(report, course)
    XCTAssertTrue(text.hasSuffix("Next: make TallyChecks.testAdd_CountsTwo pass."), text)
  }

  func testFailingHuntAndFailingTest_NextNamesTheTestFirstWithTheTodoItNames() throws {
    let (course, step) = try fixture(step: 1)
    let report = reportOfFailing(
      [
        ("TallyChecks.testYourTestsCatchThePlantedBugs", 1, "no good"),
        ("TallyTests.testAdd_CountsOne", 6, "TODO(7): count it"),
      ], course: course, step: step)

    let text = render(report, course)
    XCTAssertTrue(
      text.hasSuffix(
        "Next: TODO(7): make TallyTests.testAdd_CountsOne pass "
          + "(Exercises/02-Tally/Tests/TallyTests.swift:6)."), text)
  }

  func testTwoFailingTests_NextNamesTheOneWhoseFailureNamesATodo() throws {
    let (course, step) = try fixture(step: 1)
    let report = reportOfFailing(
      [
        ("TallyTests.testAdd_CountsOne", 4, "expected 1, got 0"),
        ("TallyChecks.testAdd_CountsTwo", 9, "TODO(3): add both"),
      ], course: course, step: step)

    let text = render(report, course)
    XCTAssertTrue(
      text.hasSuffix(
        "Next: TODO(3): make TallyChecks.testAdd_CountsTwo pass "
          + "(Exercises/02-Tally/Tests/TallyTests.swift:9)."), text)
  }

  func testMissedPlantedBug_NextNamesTheBugAndItsHintCommand() throws {
    let (course, step) = try fixture(step: 1)
    var run = huntThatFailed(saying: "1 of 2 planted bugs caught", course: course, step: step)
    let bugs = [
      PlantedBug(1, ".add counts twice", hint: "count once"),
      PlantedBug(2, ".clear leaves one behind", hint: "clear"),
    ]
    run.plantedBugReports = [
      PlantedBugReport(
        module: "Exercise02Checks", reference: .passed,
        runs: [
          .init(bug: bugs[0], outcome: .failed(failures: []), caughtBy: ["TallyTests.testAdd"]),
          .init(bug: bugs[1], outcome: .passed, caughtBy: [], reachedTheBug: false),
        ])
    ]

    let text = render(CheckReport(step: step, filesHash: "", verdict: .failed, run: run), course)
    XCTAssertTrue(
      text.contains(
        "    ✗  bug 2: .clear leaves one behind — missed: your tests still pass with it; none of"
          + " your tests runs the code it breaks. `swift run workshop hint 02 --bug 2` gives a"
          + " hint."), text)
    XCTAssertTrue(
      text.hasSuffix(
        "Next: write a test that catches planted bug 2; "
          + "`swift run workshop hint 02 --bug 2` gives a hint."), text)
  }

  func testAMissedBugForATodosTest_NextNamesThatTest_NotTheTodoTheTableQuotes() throws {
    let (course, step) = try fixture(step: 1)
    // The hunt's failure repeats its table, which names the TODO whose test should catch it.
    var run = huntThatFailed(
      saying: "0 of 1 planted bugs caught; missed: your test for TODO(2) still passes",
      course: course, step: step)
    run.plantedBugReports = [
      PlantedBugReport(
        module: "Exercise02Checks", reference: .passed,
        runs: [
          .init(
            bug: PlantedBug(1, ".clear leaves one behind", hint: "clear", todos: [2]),
            outcome: .passed, caughtBy: [], todoTests: ["clearEmptiesTheTally()"])
        ])
    ]

    let text = render(CheckReport(step: step, filesHash: "", verdict: .failed, run: run), course)
    XCTAssertTrue(
      text.hasSuffix(
        "Next: make clearEmptiesTheTally() catch planted bug 1; "
          + "`swift run workshop hint 02 --bug 1` gives a hint."), text)
  }

  func testALearnersTestThatThrows_IsPlacedAtTheTest_NeverAtEXPR() throws {
    let (course, step) = try fixture(step: 1)
    var run = ModuleRun(module: step.exerciseChecksModule)
    run.add(
      output: """
        Test Case 'TallyTests.testAdd_CountsOne' started at 2026-11-23 10:00:00.000
        <EXPR>:0: error: TallyTests.testAdd_CountsOne : threw error "Timeout(seconds: 5)"
        Test Case 'TallyTests.testAdd_CountsOne' failed (0.1 seconds)
        """, termination: .exited(1))

    let text = render(CheckReport(step: step, filesHash: "", verdict: .failed, run: run), course)
    XCTAssertFalse(text.contains("<EXPR>"), text)
    XCTAssertTrue(
      text.contains(
        """
              threw error "Timeout(seconds: 5)"
              at Exercises/02-Tally/Tests/TallyTests.swift:5
        """), text)
    XCTAssertTrue(
      text.hasSuffix(
        "Next: make TallyTests.testAdd_CountsOne pass (Exercises/02-Tally/Tests/TallyTests.swift:5)."
      ), text)
  }

  func testAWarningInTheLearnersFile_ShowsItsOwnLine_ThenTheCompilersNote() throws {
    let (course, step) = try fixture(step: 0)
    var report = CheckReport(step: step, filesHash: "", verdict: .passed, run: nil)
    report.buildOutput = """
      \(course.root.path)/Exercises/01-Counter/Counter.swift:9:5: warning: will never be executed
      7 |   switch action {
      8 |   case .never(let never):
        |                   `- note: 'never' is of type 'Never' which cannot be constructed
      9 |     return []
        |     `- warning: will never be executed
      """

    let text = render(report, course)
    XCTAssertTrue(
      text.contains(
        """
          Exercises/01-Counter/Counter.swift:9:5: will never be executed
              return []
              note, line 8: 'never' is of type 'Never' which cannot be constructed
                  case .never(let never):
        """), text)
  }

  func testAt80Columns_AMissedBugAndTheNextTodo_WrapUnderTheirTextAndAreNeverCut() throws {
    let (course, step) = try fixture(step: 1)
    let summary =
      "The tally forgets every value it was given once it has been cleared twice in a row"
    var run = huntThatFailed(saying: "0 of 1 planted bugs caught", course: course, step: step)
    run.plantedBugReports = [
      PlantedBugReport(
        module: "Exercise02Checks", reference: .passed,
        runs: [
          .init(bug: PlantedBug(1, summary, hint: "clear"), outcome: .passed, caughtBy: [])
        ])
    ]
    let terminal = Terminal(usesColor: false, isInteractiveOutput: false, canAsk: false, width: 80)
    let lines = CheckReportRenderer(course: course, terminal: terminal).render(
      CheckReport(step: step, filesHash: "", verdict: .failed, run: run))

    XCTAssertEqual(lines.filter { displayWidth($0) > 80 }, [])
    let bug = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("    ✗  bug 1: ") })
    XCTAssertTrue(lines[bug + 1].hasPrefix("       ") && !lines[bug + 1].hasPrefix("        "))
    let flowing = lines.joined(separator: " ").split(separator: " ").joined(separator: " ")
    XCTAssertTrue(flowing.contains("bug 1: \(summary) — missed:"), flowing)
    XCTAssertFalse(flowing.contains("…"), flowing)
  }

  func testAt80Columns_ALongTestNameAndARecordedSnapshotsPath_FitAndLoseNothing() throws {
    let (course, step) = try fixture(step: 1)
    let long =
      "TallyTests.testAddingManyValuesInARow_KeepsEveryOneOfThemInTheOrderTheyArrived_AfterClearing"
    let snapshot = "Exercises/02-Tally/Tests/__Snapshots__/TallyTests/testAdd_CountsOne.txt"
    let file = course.root.appendingPathComponent("Exercises/02-Tally/Tests/TallyTests.swift")
    var run = ModuleRun(module: step.exerciseChecksModule)
    run.add(
      output: """
        Test Case '\(long)' started at 2026-11-23 10:00:00.000
        Test Case '\(long)' passed (0.001 seconds)
        Test Case 'TallyTests.testAdd_CountsOne' started at 2026-11-23 10:00:00.000
        \(file.path):6: error: TallyTests.testAdd_CountsOne : failed - no reference yet, so \
        recorded a new snapshot at \(course.root.path)/\(snapshot); re-run the test to compare
        Test Case 'TallyTests.testAdd_CountsOne' failed (0.004 seconds)
        """, termination: .exited(1))
    let terminal = Terminal(usesColor: false, isInteractiveOutput: false, canAsk: false, width: 80)
    let lines = CheckReportRenderer(course: course, terminal: terminal).render(
      CheckReport(step: step, filesHash: "", verdict: .failed, run: run))

    XCTAssertGreaterThanOrEqual(displayWidth("  ✓ \(long)"), 95)
    XCTAssertEqual(lines.filter { displayWidth($0) > 80 }, [])
    // The name breaks after its `.` or a `_`, and the path is the course's, as `at …` names it.
    let name = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("  ✓ TallyTests.") })
    XCTAssertEqual(lines[name] + lines[name + 1].drop { $0 == " " }, "  ✓ \(long)")
    let text = lines.map { $0.drop { $0 == " " } }.joined(separator: " ")
    XCTAssertTrue(text.contains("recorded a new snapshot at \(snapshot);"), text)
    XCTAssertFalse(text.contains(course.root.path), text)
  }

  func testInFrench_ALearnersOwnMessageThatIsACatalogueKey_StaysAsWritten() throws {
    let (course, step) = try fixture(step: 1)
    Localizer.shared.configure(
      .french,
      catalog: Catalog(strings: [
        "expected 1, got 0": "1 attendu, 0 obtenu", "TODO(1): count it": "TODO(1)\u{A0}: comptez",
      ])
    ) { _ in }
    defer { Localizer.shared.configure(.english, catalog: Catalog(strings: [:])) { _ in } }
    let report = reportOfFailing(
      [
        ("TallyTests.testAdd_CountsOne", 4, "expected 1, got 0"),
        ("TallyTests.testAdd_CountsTwo", 5, "TODO(1): count it"),
      ], course: course, step: step)

    let text = render(report, course)
    XCTAssertTrue(text.contains("      expected 1, got 0\n"), text)
    XCTAssertTrue(text.contains("      TODO(1)\u{A0}: comptez\n"), text)
  }

  func testAt80Columns_InChinese_EveryKindOfReportFitsTheTerminal() throws {
    let (course, step) = try fixture(step: 0)
    Localizer.shared.configure(
      .simplifiedChinese, root: Fixtures.testsFolder.deletingLastPathComponent()
    ) { _ in }
    defer { Localizer.shared.configure(.english, catalog: Catalog(strings: [:])) { _ in } }
    let terminal = Terminal(usesColor: false, isInteractiveOutput: false, canAsk: false, width: 80)
    let runs: [(String, Termination)] = [
      ("xctest-fail.txt", .exited(1)), ("xctest-crash-unwrap.txt", .signalled(4)),
      ("xctest-crash-recursion.txt", .signalled(11)), ("xctest-hang-backtrace.txt", .timedOut),
    ]
    for (name, termination) in runs {
      let report = try reportOf(name, termination: termination, course: course, step: step)
      let lines = CheckReportRenderer(course: course, terminal: terminal).render(report)
      XCTAssertEqual(lines.filter { displayWidth($0) > 80 }, [], name)
    }
  }

  // MARK: - Helpers

  /// A run of step 02's checks whose planted-bug hunt failed with `message`.
  private func huntThatFailed(saying message: String, course: Course, step: Step) -> ModuleRun {
    var run = ModuleRun(module: step.exerciseChecksModule)
    run.add(
      output: """
        Test Case 'TallyChecks.testYourTestsCatchThePlantedBugs' started at 2026-11-23 10:00:00.000
        \(course.root.path)/Solutions/02/Checks/TallyChecks.swift:5: error: \
        TallyChecks.testYourTestsCatchThePlantedBugs : failed - \(message)
        Test Case 'TallyChecks.testYourTestsCatchThePlantedBugs' failed (0.1 seconds)
        """, termination: .exited(1))
    return run
  }

  private func fixture(step index: Int) throws -> (Course, Step) {
    let course = try Course.load(root: try Fixtures.course(for: self))
    return (course, course.steps[index])
  }

  private func reportOf(
    _ name: String, termination: Termination, course: Course, step: Step
  ) throws -> CheckReport {
    var run = ModuleRun(module: step.exerciseChecksModule)
    run.add(output: try Fixtures.output(name, root: course.root.path), termination: termination)
    return CheckReport(
      step: step, filesHash: "", verdict: run.isSuccess ? .passed : .failed, run: run)
  }

  /// A report of one failing check, `TallyTests.testAdd_CountsOne`, whose message goes on with
  /// `lines` after its first line.
  private func reportOf(lines: [String], course: Course, step: Step) throws -> CheckReport {
    var run = ModuleRun(module: step.exerciseChecksModule)
    let file = course.root.appendingPathComponent("Exercises/02-Tally/Tests/TallyTests.swift")
    run.add(
      output: ([
        "Test Case 'TallyTests.testAdd_CountsOne' started at 2026-11-23 10:00:00.000",
        "\(file.path):6: error: TallyTests.testAdd_CountsOne : failed - "
          + "The state is not the expected one:",
      ] + lines + ["Test Case 'TallyTests.testAdd_CountsOne' failed (0.004 seconds)"]).joined(
        separator: "\n"), termination: .exited(1))
    return CheckReport(step: step, filesHash: "", verdict: .failed, run: run)
  }

  /// A report of checks that failed in this order, each with `message` at `line` of the
  /// exercise's TallyTests.swift.
  private func reportOfFailing(
    _ checks: [(name: String, line: Int, message: String)], course: Course, step: Step
  ) -> CheckReport {
    let file = course.root.appendingPathComponent("Exercises/02-Tally/Tests/TallyTests.swift").path
    let output = checks.map { check in
      """
      Test Case '\(check.name)' started at 2026-11-23 10:00:00.000
      \(file):\(check.line): error: \(check.name) : failed - \(check.message)
      Test Case '\(check.name)' failed (0.1 seconds)
      """
    }
    var run = ModuleRun(module: step.exerciseChecksModule)
    run.add(output: output.joined(separator: "\n"), termination: .exited(1))
    return CheckReport(step: step, filesHash: "", verdict: .failed, run: run)
  }

  /// The report's text on a terminal wide enough that no line wraps.
  private func render(_ report: CheckReport, _ course: Course) -> String {
    let terminal = Terminal(usesColor: false, isInteractiveOutput: false, canAsk: false, width: 500)
    return CheckReportRenderer(course: course, terminal: terminal).render(report)
      .joined(separator: "\n")
  }
}
