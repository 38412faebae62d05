import XCTest

@testable import WorkshopJudge
@testable import WorkshopTestRuns

final class TestOutputTests: XCTestCase {
  func testPassingRun_ListsEveryTestAsPassed() throws {
    let output = TestOutput(parsing: try Fixtures.output("xctest-pass.txt"))
    XCTAssertEqual(
      output.passed,
      [
        "CounterChecks.testIncrementTapped_AddsOne",
        "CounterChecks.testNothingTapped_ChangesNothing",
        "CounterChecks.testResetTapped_GoesBackToZero",
      ])
    XCTAssertEqual(output.failed, [])
    XCTAssertNil(output.unfinished)
    XCTAssertNil(output.crash)
  }

  func testFailingRun_ReadsEachFailureWithItsPlace() throws {
    let output = TestOutput(parsing: try Fixtures.output("xctest-fail.txt"))
    XCTAssertEqual(output.passed, ["CounterChecks.testNothingTapped_ChangesNothing"])
    XCTAssertEqual(
      output.failed,
      ["CounterChecks.testIncrementTapped_AddsOne", "CounterChecks.testResetTapped_GoesBackToZero"])
    XCTAssertEqual(
      output.failures(of: "CounterChecks.testResetTapped_GoesBackToZero"),
      [
        TestFailure(
          file: "/course/Exercises/01-Counter/Checks/CounterChecks.swift", line: 21,
          test: "CounterChecks.testResetTapped_GoesBackToZero",
          message:
            #"XCTAssertEqual failed: ("5") is not equal to ("0") - "#
            + "TODO(2): on .resetTapped, set the state to zero"
        )
      ])
  }

  func testEveryFinishedTest_HasTheSecondsItsRunnerReported() throws {
    let xctest = TestOutput(parsing: try Fixtures.output("xctest-fail.txt"))
    XCTAssertEqual(xctest.durations["CounterChecks.testIncrementTapped_AddsOne"], 0.001)
    XCTAssertEqual(xctest.durations["CounterChecks.testNothingTapped_ChangesNothing"], 0)
    XCTAssertEqual(xctest.durations.count, 3)

    let log = TestOutput(parsing: "✔ Test passes() passed after 0.25 seconds.\n")
    XCTAssertEqual(log.durations, ["passes()": 0.25])

    // The event stream: from each test's start to its end, on the run's own clock.
    let events = TestOutput(
      swiftTestingEvents: try Fixtures.output("swift-testing-events.jsonl", root: "/course"),
      log: "")
    let known = try XCTUnwrap(events.durations["Things.known()"])
    XCTAssertEqual(known, 24137.015885138 - 24137.014547713, accuracy: 1e-9)
    XCTAssertEqual(events.durations.count, 6)
  }

  func testForceUnwrapCrash_NamesTheTestTheMessageAndTheLearnersLine() throws {
    let output = TestOutput(parsing: try Fixtures.output("xctest-crash-unwrap.txt"))
    XCTAssertEqual(output.unfinished, "CounterChecks.testIncrementTapped_AddsOne")
    XCTAssertEqual(
      output.crash, "Fatal error: Unexpectedly found nil while unwrapping an Optional value")
    XCTAssertEqual(output.crashSite, SourceLocation(file: "Exercise01/Counter.swift", line: 9))
    XCTAssertEqual(
      output.backtrace.first,
      SourceLocation(file: "/course/Exercises/01-Counter/Counter.swift", line: 9))
  }

  func testIndexOutOfRangeCrash_PointsIntoTheStandardLibraryButTheBacktraceFindsTheCode() throws {
    let output = TestOutput(parsing: try Fixtures.output("xctest-crash-index.txt"))
    XCTAssertEqual(output.unfinished, "CounterChecks.testResetTapped_GoesBackToZero")
    XCTAssertEqual(output.crash, "Fatal error: Index out of range")
    XCTAssertEqual(output.crashSite?.file, "Swift/ContiguousArrayBuffer.swift")
    XCTAssertEqual(
      output.backtrace.prefix(2),
      [
        SourceLocation(file: "/course/Exercises/01-Counter/Counter.swift", line: 12),
        SourceLocation(file: "/course/Exercises/01-Counter/Checks/CounterChecks.swift", line: 20),
      ])
    XCTAssertEqual(output.failed, ["CounterChecks.testIncrementTapped_AddsOne"])
  }

  func testHungRun_LeavesTheRunningTestUnfinished() throws {
    let output = TestOutput(parsing: try Fixtures.output("xctest-hang.txt"))
    XCTAssertEqual(output.unfinished, "CounterChecks.testResetTapped_GoesBackToZero")
    XCTAssertNil(output.crash)
  }

  func testHuntOnTheShippedExercise_KeepsTheWholeMessageUnderTheHunt() throws {
    let output = TestOutput(parsing: try Fixtures.output("xctest-hunt-fail.txt"))
    let hunt = output.failures(of: "TallyChecks.testYourTestsCatchThePlantedBugs")
    XCTAssertEqual(
      hunt.first?.details,
      ["TallyTests.swift:6: TODO(1): write a test that sends .add and checks the tally"])
  }

  func testHuntOnTheSolution_PassesWithNoFailures() throws {
    let output = TestOutput(parsing: try Fixtures.output("xctest-hunt-pass.txt"))
    XCTAssertEqual(output.failed, [])
    XCTAssertEqual(output.failures, [])
  }

  func testSwiftTestingEvents_GiveEveryVerdictWithSuiteNamesAndEachIssueWhole() throws {
    let output = TestOutput(
      swiftTestingEvents: try Fixtures.output("swift-testing-events.jsonl", root: "/course"),
      log: "")
    XCTAssertEqual(output.passed, ["Things.known()", "Things.passes()"])
    XCTAssertEqual(
      output.failed,
      ["Things.multiLine()", "Things.expectFails()", "Things.param(n:)", "Things.recorded()"])
    XCTAssertEqual(output.started.count, 6)
    let file = "/course/Exercises/02-Tally/Tests/TallyTests.swift"
    XCTAssertEqual(
      output.failures,
      [
        TestFailure(
          file: file, line: 6, test: "Things.expectFails()",
          message: "Expectation failed: (x → 1) == 2", details: ["x must be two"]),
        TestFailure(
          file: file, line: 7, test: "Things.multiLine()",
          message: #"Expectation failed: State(count: 1, name: "a") == State(count: 2, name: "a")"#),
        TestFailure(
          file: file, line: 10, test: "Things.param(n:)",
          message: "Expectation failed: (n → 2) == 1"),
        TestFailure(
          file: file, line: 8, test: "Things.recorded()", message: "first line",
          details: ["second line", "  third"]),
      ])
  }

  func testSwiftTestingEvents_ACrashComesFromTheLogAndLeavesTheTestUnfinished() throws {
    let events = try Fixtures.output("swift-testing-events.jsonl").split(separator: "\n")
      .prefix { !$0.contains(#""kind":"issueRecorded""#) }.joined(separator: "\n")
    let output = TestOutput(
      swiftTestingEvents: events, log: "Swift/Array.swift:418: Fatal error: Index out of range\n")
    XCTAssertEqual(output.crash, "Fatal error: Index out of range")
    XCTAssertEqual(output.passed, [])
    XCTAssertEqual(output.unfinished, "Things.recorded()")
  }

  func testSwiftTestingEvents_AnIssueAfterItsTestEnded_IsLateAndFailsNoTest() throws {
    // A task the first test started, and a queue the second one used, assert while the third
    // test runs: Swift Testing names the first test, and no test for the queue.
    let output = TestOutput(
      swiftTestingEvents: try Fixtures.output("swift-testing-late-issues.jsonl"), log: "")
    XCTAssertEqual(output.passed, ["aTaskLeak()", "bQueueLeak()", "cWaits()"])
    XCTAssertEqual(output.failed, [])
    let file = "/course/Exercises/14-Clock/Tests/ClockTests.swift"
    XCTAssertEqual(
      output.failures,
      [
        TestFailure(
          file: file, line: 4, test: "aTaskLeak()", message: "Expectation failed: Bool(false)",
          details: ["from task"], firedAfterItsTestEnded: true),
        TestFailure(
          file: file, line: 7, test: nil, message: "Expectation failed: Bool(false)",
          details: ["from queue"], firedAfterItsTestEnded: true),
      ])
  }

  func testSwiftTestingEvents_LinesThatAreNotEventsAreIgnored() {
    let output = TestOutput(swiftTestingEvents: "not json\n{\"kind\": 3}\n", log: "")
    XCTAssertEqual(output, TestOutput(parsing: ""))
  }

  func testSwiftTestingFailure_KeepsTheCommentAsDetail() throws {
    let output = TestOutput(parsing: try Fixtures.output("swift-testing-fail.txt"))
    XCTAssertEqual(output.started, ["clearEmptiesTheTally()"])
    XCTAssertEqual(output.failed, ["clearEmptiesTheTally()"])
    XCTAssertEqual(
      output.failures,
      [
        TestFailure(
          file: "TallyClearTests.swift", line: 7, test: "clearEmptiesTheTally()",
          message: "Expectation failed: (state → 3) == 0",
          details: ["TODO(2): send .clear first, then expect an empty tally"])
      ])
  }

  func testIssueRecorded_TakesItsCommentAsTheMessage() {
    let output = TestOutput(
      parsing: """
        ✘ Test savesOnce() recorded an issue at SaveTests.swift:9:7: Issue recorded
        ↳ TODO(2): the save effect ran twice
        """)
    XCTAssertEqual(output.failures.map(\.message), ["TODO(2): the save effect ran twice"])
    XCTAssertEqual(output.failures.map(\.details), [[]])
  }

  func testSwiftTestingName_GainsItsSuiteFromTheListing() throws {
    let listing = TestListing(
      xctestListing: "",
      swiftTestingListing: try Fixtures.output("list-swift-testing.txt"))
    XCTAssertEqual(
      listing.swiftTestingName("clearEmptiesTheTally()", inModule: "Exercise02Checks"),
      "TallyClearTests.clearEmptiesTheTally()")
    XCTAssertEqual(
      listing.swiftTestingName("unknown()", inModule: "Exercise02Checks"), "unknown()")
  }

  func testListing_KeepsASwiftTestingTestOutsideAnySuite() {
    // NB: Swift Testing 6.3 lists a test outside any suite as `Module.test()`, with no slash.
    let listing = TestListing(
      xctestListing: "",
      swiftTestingListing: "Exercise07Checks.TokenizerSuite/tokenizer()\n"
        + "Exercise07Checks.findsAUsername()\n")
    XCTAssertEqual(
      listing.swiftTestingTests(inModule: "Exercise07Checks").map(\.name),
      ["TokenizerSuite.tokenizer()", "findsAUsername()"])
    XCTAssertEqual(
      TestOutput.swiftTestingName(id: "Exercise07Checks.findsAUsername()/Free.swift:3:2"),
      "findsAUsername()")
  }

  func testSkippedTest_IsNeitherPassedNorFailedNorUnfinished() {
    let output = TestOutput(
      parsing: """
        Test Case 'FilesTests.testAsRoot' started at 2026-11-24 00:36:43.936
        /src/FilesTests.swift:86: FilesTests.testAsRoot : Test skipped: root writes anywhere
        Test Case 'FilesTests.testAsRoot' skipped (0.002 seconds)
        """)
    XCTAssertEqual(output.skipped, ["FilesTests.testAsRoot"])
    XCTAssertEqual(output.passed + output.failed, [])
    XCTAssertNil(output.unfinished)

    var run = ModuleRun(module: "Tests")
    run.add(
      output: "Test Case 'FilesTests.testAsRoot' skipped (0.002 seconds)", termination: .exited(0))
    XCTAssertTrue(run.isSuccess, "a skipped test is no failure")
    XCTAssertEqual(run.tests.map(\.outcome), [.skipped])
  }

  func testAVerdictPrintedByTheCodeUnderTest_IsNoVerdict() {
    // The code a check calls prints that the check passed; XCTest then says it failed.
    var run = ModuleRun(module: "Checks")
    run.add(
      output: """
        Test Case 'CounterChecks.testAdd' started at 2026-11-23 10:00:00.000
        Test Case 'CounterChecks.testAdd' passed (0.001 seconds)
        /src/CounterChecks.swift:7: error: CounterChecks.testAdd : XCTAssertEqual failed
        Test Case 'CounterChecks.testAdd' failed (0.002 seconds)
        """, termination: .exited(1))
    XCTAssertEqual(run.tests.map(\.outcome), [.failed])

    // It prints the verdict, then ends the process before XCTest can give its own.
    var crashed = ModuleRun(module: "Checks")
    crashed.add(
      output: """
        Test Case 'CounterChecks.testReset' started at 2026-11-23 10:00:00.000
        Test Case 'CounterChecks.testReset' passed (0.001 seconds)
        """, termination: .signalled(9))
    XCTAssertEqual(crashed.crashes.map(\.test), ["CounterChecks.testReset"])
    XCTAssertTrue(crashed.tests.contains { $0.outcome == .crashed })
  }

  func testMultiLineXCTestMessage_KeepsEveryLineUpToTheRunnersNextLine() {
    let output = TestOutput(
      parsing: """
        Test Case 'CounterTests.testIncr' started at 2026-11-23 10:00:00.000
        /src/Tests/CounterTests.swift:10: error: CounterTests.testIncr : failed - The state is off:

          CounterState(
        −   count: 4,
        +   count: 3,
            isBusy: false
          )

        (Expected: −, Actual: +)
        Test Case 'CounterTests.testIncr' failed (0.004 seconds)
        Test Case 'CounterTests.testNext' started at 2026-11-23 10:00:00.010
        """)

    XCTAssertEqual(output.failed, ["CounterTests.testIncr"])
    XCTAssertEqual(output.started, ["CounterTests.testIncr", "CounterTests.testNext"])
    XCTAssertEqual(
      output.failures.first?.details,
      [
        "  CounterState(",
        "−   count: 4,",
        "+   count: 3,",
        "    isBusy: false",
        "  )",
        "",
        "(Expected: −, Actual: +)",
      ])
  }

  func testMultiLineMessage_EndsAtTheNextFailureAndAtSwiftTestingEvents() {
    let output = TestOutput(
      parsing: """
        /src/A.swift:1: error: T.a : failed - first
        block of a
        /src/A.swift:2: error: T.a : failed - second
        ✘ Test b() recorded an issue at B.swift:3:5: Expectation failed: x
        ✘ Test b() failed after 0.001 seconds with 1 issue.
        """)

    XCTAssertEqual(output.failures.map(\.message), ["first", "second", "Expectation failed: x"])
    XCTAssertEqual(output.failures.map(\.details), [["block of a"], [], []])
    XCTAssertEqual(output.failed, ["b()"])
  }

  func testSwiftTestingCollectionDiff_KeepsTheCommentAfterIt() {
    let output = TestOutput(
      parsing: """
        ✘ Test keepsTheOverride() recorded an issue at Checks.swift:40:5: Expectation failed: \
        (actions → [5]) == ([17] → [17])
        ± inserted [5], removed [17]
        ↳ TODO(3): capture the dependency in the reducer
        """)

    XCTAssertEqual(
      output.failures.map(\.details),
      [["inserted [5], removed [17]", "TODO(3): capture the dependency in the reducer"]])
  }

  func testSwiftTestingPass_IgnoresTheSuiteAndRunSummaries() throws {
    let output = TestOutput(parsing: try Fixtures.output("swift-testing-pass.txt"))
    XCTAssertEqual(output.passed, ["clearEmptiesTheTally()"])
    XCTAssertEqual(output.failed, [])
  }

  func testMacOSNames_AreNormalized() {
    let output = TestOutput(
      parsing: "Test Case '-[Exercise01Checks.CounterChecks testA]' passed (0.001 seconds).")
    XCTAssertEqual(output.passed, ["CounterChecks.testA"])
  }

  func testListing_FindsEachModulesTests() throws {
    let listing = TestListing(
      xctestListing: try Fixtures.output("list-xctest.txt"),
      swiftTestingListing: try Fixtures.output("list-swift-testing.txt"))
    XCTAssertEqual(
      listing.xctestTests(inModule: "Exercise01Checks"),
      [
        "Exercise01Checks.CounterChecks/testIncrementTapped_AddsOne",
        "Exercise01Checks.CounterChecks/testNothingTapped_ChangesNothing",
        "Exercise01Checks.CounterChecks/testResetTapped_GoesBackToZero",
      ])
    XCTAssertTrue(listing.hasSwiftTestingTests(inModule: "Exercise02Checks"))
    XCTAssertFalse(listing.hasSwiftTestingTests(inModule: "Exercise01Checks"))
    XCTAssertTrue(listing.modules.contains("Solution02Checks"))
    XCTAssertFalse(listing.modules.contains("Listing"))
  }

  func testSelection_KeepsTheChosenTestsOfBothLibraries_AndSaysItIsOne() throws {
    let listing = TestListing(
      xctestListing: try Fixtures.output("list-xctest.txt"),
      swiftTestingListing: try Fixtures.output("list-swift-testing.txt"))
    XCTAssertFalse(listing.isSelection)
    let chosen = "Exercise01Checks.CounterChecks/testResetTapped_GoesBackToZero"
    let clear = try XCTUnwrap(listing.swiftTesting.first { $0.contains("clearEmptiesTheTally") })
    let selection = listing.selecting { $0 == chosen || $0 == clear }
    XCTAssertTrue(selection.isSelection)
    XCTAssertEqual(selection.xctest, [chosen])
    XCTAssertEqual(selection.swiftTesting, [clear])
    XCTAssertTrue(selection.hasTests(inModule: "Exercise01Checks"))
    XCTAssertFalse(selection.hasTests(inModule: "Solution02Checks"))
    XCTAssertFalse(listing.selecting { _ in false }.hasTests)
  }

  func testSaysATestFailed_InEitherLibrarysWords_AndOnlyThen() {
    XCTAssertTrue(
      TestOutput.saysATestFailed("Test Case 'CounterChecks.testReset' failed (0.001 seconds)"))
    XCTAssertTrue(
      TestOutput.saysATestFailed("✘ Test clearEmptiesTheTally() failed after 0.001 seconds."))
    XCTAssertFalse(
      TestOutput.saysATestFailed("Test Case 'CounterChecks.testReset' passed (0.001 seconds)"))
    XCTAssertFalse(
      TestOutput.saysATestFailed(
        "✘ Test clearEmptiesTheTally() recorded an issue at T.swift:7:5: Expectation failed"))
    XCTAssertFalse(TestOutput.saysATestFailed("my test failed (on purpose)"))
  }
}
