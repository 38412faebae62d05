import Foundation
import WorkshopLocalization
import WorkshopTestRuns
import XCTest

final class PlantedBugReportTests: XCTestCase {
  private let offByOne = PlantedBug(1, "off by one", hint: "count once")
  private let silent = PlantedBug(2, "saves nothing", hint: "look at what was saved")
  private let twice = PlantedBug(
    3, "emits twice", hint: "count the actions", uncatchableBecause: "a later step catches it")

  /// A report of step 05's learner tests.
  private func makeReport(
    reference: TestRunOutcome, _ runs: (PlantedBug, TestRunOutcome)...
  ) -> PlantedBugReport {
    PlantedBugReport(
      module: "Exercise05Checks", reference: reference,
      runs: runs.map {
        PlantedBugReport.BugRun(
          bug: $0.0, outcome: $0.1, caughtBy: $0.1.catchesBug ? ["SaveTests.testSave"] : [])
      })
  }

  func testAllCaught_IsASuccessAndListsEveryBug() {
    let report = makeReport(
      reference: .passed, (offByOne, .failed(failures: ["x"])), (silent, .crashed(signal: 4)),
      (twice, .passed))

    XCTAssertTrue(report.isSuccess)
    XCTAssertEqual(
      report.text,
      """
      2 of 2 planted bugs caught.
        ✓  bug 1: off by one — caught by SaveTests.testSave
        ✓  bug 2: saves nothing (your tests crashed on it, signal 4: a failing assertion would say more) — caught by SaveTests.testSave
        –  bug 3: emits twice — not expected here: a later step catches it
      """)
  }

  func testMissedBug_FailsAndNamesItWithItsSummaryAsTheLessonsTableDoes() {
    let report = makeReport(
      reference: .passed, (offByOne, .timedOut(seconds: 60)), (silent, .passed))

    XCTAssertFalse(report.isSuccess)
    XCTAssertEqual(report.missed, [silent])
    XCTAssertTrue(report.text.hasPrefix("1 of 2 planted bugs caught; still missed: bug 2."))
    XCTAssertTrue(report.text.contains("(your tests hung for 60 s: give every wait a timeout)"))
    XCTAssertTrue(
      report.text.contains(
        "✗  bug 2: saves nothing — missed: your tests still pass with it; the broken code runs"
          + " in your tests without a failure."),
      "the lesson's table names every bug: so does its row here")
  }

  func testMissedBug_NamesTheCommandThatGivesItsHint() {
    let report = makeReport(reference: .passed, (offByOne, .passed))

    XCTAssertTrue(
      report.text.contains(
        "✗  bug 1: off by one — missed: your tests still pass with it; the broken code runs in your tests without a failure. "
          + "`swift run workshop hint 05 --bug 1` gives a hint."),
      report.text)
  }

  func testFailingReference_WithManyFailures_ShowsEightAndCountsTheRest() {
    let failures = (1...11).map { "Tests.swift:\($0): failure \($0)" }
    let report = makeReport(reference: .failed(failures: failures))

    XCTAssertTrue(report.text.contains("  Tests.swift:8: failure 8"), report.text)
    XCTAssertFalse(report.text.contains("failure 9"), report.text)
    XCTAssertTrue(report.text.hasSuffix("  … and 3 more failures"), report.text)
    XCTAssertEqual(
      report.lines(quotingFailures: false),
      [
        "Your tests fail with no bug planted (the ✗ above), so they cannot judge the planted "
          + "bugs yet."
      ], "where the failing tests are shown already, the report only points at them")
  }

  func testFailingReference_KeepsAMultiLineFailureIndentedUnderIt() {
    let report = makeReport(
      reference: .failed(failures: ["Tests.swift:9: state differs:\n  State(\n−   n: 1\n+   n: 2"]))

    XCTAssertEqual(
      report.text,
      """
      Your tests fail with no bug planted, so they cannot judge the planted bugs yet:
        Tests.swift:9: state differs:
          State(
        −   n: 1
        +   n: 2
      """)
  }

  func testCaughtUncatchableBug_IsShownAsCaught() {
    let report = makeReport(reference: .passed, (twice, .failed(failures: [])))

    XCTAssertTrue(report.isSuccess)
    XCTAssertTrue(report.text.contains("✓  bug 3: emits twice — caught by SaveTests.testSave"))
  }

  func testFailingReference_FailsWithTheLearnersFailures() {
    let report = makeReport(reference: .failed(failures: ["Tests.swift:3: TODO(1): test double"]))

    XCTAssertFalse(report.isSuccess)
    XCTAssertEqual(
      report.text,
      """
      Your tests fail with no bug planted, so they cannot judge the planted bugs yet:
        Tests.swift:3: TODO(1): test double
      """)
  }

  func testReferenceThatCannotRun_FailsWithTheReason() {
    let report = makeReport(reference: .couldNotRun(reason: "no tests found"))

    XCTAssertFalse(report.isSuccess)
    XCTAssertEqual(
      report.text, "Your tests could not be run against the planted bugs: no tests found")
  }

  func testReport_WrittenIntoAFolder_ReadsBackEqual_AndAForeignFileIsSkipped() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reports-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let report = makeReport(
      reference: .passed, (offByOne, .timedOut(seconds: 3)), (silent, .passed),
      (twice, .couldNotRun(reason: "no tests")))
    try report.write(into: folder)
    try Data("not json".utf8).write(to: folder.appendingPathComponent("Broken.json"))

    XCTAssertEqual(PlantedBugReport.reports(in: folder), [report])
    XCTAssertEqual(report.step, "05")
  }

  func testOneLibrarysReport_NamesItsTests_AndIsWrittenBesideTheOtherLibrarys() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reports-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let runs = [PlantedBugReport.BugRun(bug: offByOne, outcome: .passed, caughtBy: [])]
    let xctest = PlantedBugReport(
      module: "Exercise07Checks", library: .xctest, reference: .passed, runs: runs)
    let swiftTesting = PlantedBugReport(
      module: "Exercise07Checks", library: .swiftTesting,
      reference: .failed(failures: ["x"]), runs: [])

    try xctest.write(into: folder)
    try swiftTesting.write(into: folder)

    XCTAssertEqual(PlantedBugReport.reports(in: folder), [xctest, swiftTesting])
    XCTAssertEqual(
      xctest.lines.first, "0 of 1 planted bugs caught by your XCTest tests; still missed: bug 1.")
    XCTAssertEqual(
      swiftTesting.lines.first,
      "Your Swift Testing tests fail with no bug planted, so they cannot judge the "
        + "planted bugs yet:")
  }

  func testBugThatFailsATestOnlySometimes_IsMissed_NamingThatTest() {
    let runs = [
      PlantedBugReport.BugRun(
        bug: offByOne, outcome: .failed(failures: ["x"]), caughtBy: [],
        failedOnlySometimes: ["CounterTests.testUnhappyFlow"])
    ]
    let report = PlantedBugReport(module: "Exercise06Checks", reference: .passed, runs: runs)

    XCTAssertFalse(report.isSuccess)
    XCTAssertEqual(report.missed, [offByOne])
    XCTAssertTrue(
      report.text.contains(
        "✗  bug 1: off by one — missed: CounterTests.testUnhappyFlow failed with it in some runs and passed in"
          + " others (beside your other tests but not alone, say), so it catches it only by"
          + " chance."), report.text)
  }

  func testBugCaughtOnlyByAnotherTestThanItsTodos_IsMissed_NamingTheTodosTest() {
    let bug = PlantedBug(1, "off by one", hint: "count once", todos: [3])
    let runs = [
      PlantedBugReport.BugRun(
        bug: bug, outcome: .failed(failures: ["x"]), caughtBy: ["LoadTests.testStory"],
        todoTests: ["LoadTests.testItemsLoaded"])
    ]
    let report = PlantedBugReport(module: "Exercise01Checks", reference: .passed, runs: runs)

    XCTAssertEqual(report.missed, [bug])
    XCTAssertTrue(
      report.text.contains(
        "✗  bug 1: off by one — missed: LoadTests.testItemsLoaded, your test for TODO(3), still passes with it"
          + " (only LoadTests.testStory fails)."), report.text)
    let caught = PlantedBugReport.BugRun(
      bug: bug, outcome: .failed(failures: ["x"]),
      caughtBy: ["LoadTests.testStory", "LoadTests.testItemsLoaded"],
      todoTests: ["LoadTests.testItemsLoaded"])
    XCTAssertTrue(caught.isCaught)
  }

  func testMissedBug_SaysWhetherAndWhereYourTestsRanTheBrokenCode() {
    let bug = PlantedBug(1, "off by one", hint: "count once")
    func text(reached: Bool, by tests: [String]) -> String {
      PlantedBugReport(
        module: "Exercise01Checks", reference: .passed,
        runs: [
          .init(
            bug: bug, outcome: .passed, caughtBy: [], reachedTheBug: reached, reachedBy: tests)
        ]
      ).lines[1]
    }

    XCTAssertEqual(
      text(reached: false, by: []),
      "  ✗  bug 1: off by one — missed: your tests still pass with it; none of your tests runs"
        + " the code it breaks. `swift run workshop hint 01 --bug 1` gives a hint.")
    XCTAssertEqual(
      text(reached: true, by: ["LoadTests.testA", "LoadTests.testB"]),
      "  ✗  bug 1: off by one — missed: your tests still pass with it; the broken code runs in"
        + " LoadTests.testA, LoadTests.testB without a failure. `swift run workshop hint 01 --bug"
        + " 1` gives a hint.")
  }

  func testMissedBugOfATodo_NamesTheTestOfThatTodo() {
    let bug = PlantedBug(1, "off by one", hint: "count once", todos: [3])
    func text(todoTests: [String]) -> String {
      PlantedBugReport(
        module: "Exercise01Checks", reference: .passed,
        runs: [.init(bug: bug, outcome: .passed, caughtBy: [], todoTests: todoTests)]
      ).text
    }

    XCTAssertTrue(
      text(todoTests: ["LoadTests.testItemsLoaded"]).contains(
        "✗  bug 1: off by one — missed: your tests still pass with it, LoadTests.testItemsLoaded, your test"
          + " for TODO(3), included; the broken code runs in your tests without a failure."),
      text(todoTests: ["LoadTests.testItemsLoaded"]))
    XCTAssertTrue(
      text(todoTests: []).contains(
        "✗  bug 1: off by one — missed: your tests still pass with it; it is for your test of TODO(3) to"
          + " notice; the broken code runs in your tests without a failure."), text(todoTests: []))
  }

  func testFlakyTest_FailsTheReport_NamingItsRunsAndTheUsualCauses() {
    let flaky = FlakyTest(test: "CounterTests.testLoad", outcomes: ["passed", "failed", "passed"])
    let report = makeReport(reference: .passed, (offByOne, .failed(failures: ["x"])))
    let withFlaky = PlantedBugReport(
      module: report.module, reference: .passed, runs: report.runs, flaky: [flaky])

    XCTAssertTrue(report.isSuccess)
    XCTAssertFalse(withFlaky.isSuccess)
    XCTAssertTrue(
      withFlaky.text.hasSuffix(
        "Flaky test: CounterTests.testLoad passed 2 of 3 runs with no bug planted (passed, failed,"
          + " passed), so it credits no bug until it passes every time. Usual causes: an"
          + " assertion before the effect has finished (wait for it: an expectation, `await"
          + " store.finish()`), a variable shared with another test or a closure (reset it in"
          + " `setUp`, keep it inside the test), real time (control it with the step's scheduler"
          + " or clock)."), withFlaky.text)
  }

  func testFlakyTest_InFrench_NamesItsRunsInFrench() {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    Localizer.shared.configure(.french, root: root) { _ in }
    defer { Localizer.shared.configure(.english, catalog: Catalog(strings: [:])) { _ in } }
    let flaky = FlakyTest(test: "T.test", outcomes: ["failed", "passed", "hung", "passed alone"])
    XCTAssertTrue(flaky.text.contains("(échoué, réussi, bloqué, réussi seul)"), flaky.text)
  }

  func testLeakingAssertion_FailsTheReport_NamingBothTestsAndTheFix() {
    let leak = LeakingAssertion(
      test: "CounterTests.testHappyFlow", firedIn: "CounterTests.testUnhappyFlow",
      location: "CounterTests.swift:42")
    let report = PlantedBugReport(
      module: "Exercise06Checks", reference: .passed, runs: [], leaks: [leak])

    XCTAssertFalse(report.isSuccess)
    XCTAssertEqual(
      report.lines.last,
      "Leaking assertion: CounterTests.testHappyFlow's assertion at CounterTests.swift:42 fired"
        + " after that test had ended, while CounterTests.testUnhappyFlow ran, so it counts for"
        + " neither. Wait for the effect before the test ends (an expectation and"
        + " `wait(for:timeout:)`, or `await store.finish()`).")
  }

  func testLeakingAssertion_ThatFiredWhenNoOtherTestRan_CountsForNothing() {
    let leak = LeakingAssertion(
      test: "ClockTests.tick()", firedIn: nil, location: "ClockTests.swift:9")
    XCTAssertEqual(
      leak.text,
      "Leaking assertion: ClockTests.tick()'s assertion at ClockTests.swift:9 fired after that"
        + " test had ended, so it counts for nothing. Wait for the effect before the test ends"
        + " (an expectation and `wait(for:timeout:)`, or `await store.finish()`).")
  }

  func testReports_InAFolderThatDoesNotExist_AreNone() {
    XCTAssertEqual(PlantedBugReport.reports(in: URL(fileURLWithPath: "/no/such/folder")), [])
  }
}
