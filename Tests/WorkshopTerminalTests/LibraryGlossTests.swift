import EffectKitTesting
import Foundation
import WorkshopLocalization
import XCTest

@testable import WorkshopCourse
@testable import WorkshopJudge
@testable import WorkshopTerminal

/// The failures test libraries write stay English, each with one line in the learner's language
/// that says what it means; the kinds are the ones the library really writes.
final class LibraryGlossTests: XCTestCase {
  override func setUpWithError() throws {
    let package = Fixtures.testsFolder.deletingLastPathComponent()
    let catalog = try XCTUnwrap(Catalog.all(for: .simplifiedChinese, root: package))
    Localizer.shared.configure(.simplifiedChinese, catalog: catalog) { _ in }
    addTeardownBlock {
      Localizer.shared.configure(.english, catalog: Catalog(strings: [:])) { _ in }
    }
  }

  func testEveryKindOfTestStoreFailure_HasAGloss() {
    // The messages as the library words them, each kind once.
    let messages = [
      FailureText.unasserted([1, 2], before: "sending .a"),
      FailureText.endedWithUnasserted([1]),
      FailureText.endedWithUnasserted([1, 2], canSkip: true),
      FailureText.unexpectedChange(after: "sending .a", expected: 1, actual: 2),
      FailureText.stateMismatch(after: "sending .a", expected: 1, actual: 2),
      FailureText.closureChangesNothing(after: "sending .a"),
      FailureText.closureThrew(CocoaError(.fileNoSuchFile)),
      FailureText.mismatch(expected: 1, received: 2),
      FailureText.predicateMismatch(received: 2),
      FailureText.nothingReceived(
        expecting: "1", running: 0, parked: false, stuck: false, timeout: "1.0 s"),
      FailureText.nothingReceived(
        expecting: "1", running: 2, parked: true, stuck: false, timeout: "1.0 s"),
      FailureText.nothingReceived(
        expecting: "1", running: 1, parked: false, stuck: false, timeout: "1.0 s", unmatched: [3]),
      FailureText.stillRunning([1], parked: false, fix: "cancel it."),
      FailureText.stillRunning([1, 2], parked: true, fix: "cancel them."),
      FailureText.sentAfterCompletion(1, from: 2, place: "Feature.swift:12"),
    ]
    for message in messages {
      let headline = String(message.prefix { $0 != "\n" })
      XCTAssertNotNil(LibraryGloss.gloss(of: headline), headline)
    }
  }

  func testTheAsyncStoresOwnFailures_AndXCTestsAndSwiftTestings_HaveAGloss() {
    for line in [
      "Expected every effect to finish, but 1 effect is still running after 1.0 s, started by "
        + "sending:",
      "There were no received actions to skip.", "There were no in-flight effects to skip.",
      "The Effect.run at Feature.swift:12 threw Failure(), and nothing caught it.",
      "The state after receiving .b also changed where this step does not look:",
      #"XCTAssertEqual failed: ("1") is not equal to ("2")"#,
      #"XCTAssertNil failed: "x""#, "XCTAssertNotNil failed", "XCTAssertTrue failed",
      "XCTAssertThrowsError failed: did not throw an error",
      "XCTAssertGreaterThan failed: (\"1\") is not greater than (\"2\")",
      #"Asynchronous wait failed: Exceeded timeout of 1 seconds, with unfulfilled expectations: "load""#,
      "Expectation failed: (count → 1) == 2", "Caught error: Failure()",
      "Confirmation was confirmed 0 times, but expected to be confirmed 1 time",
      "Fatal error: Unexpectedly found nil while unwrapping an Optional value",
      "Fatal error: Index out of range",
    ] {
      XCTAssertNotNil(LibraryGloss.gloss(of: line), line)
    }
  }

  func testNothingReceived_WhileAnEffectKeptRunning_IsNotGlossedAsNoEffectSending() throws {
    let kept = FailureText.nothingReceived(
      expecting: "1", running: 1, parked: false, stuck: false, timeout: "0.0 s")
    let none = FailureText.nothingReceived(
      expecting: "1", running: 0, parked: false, stuck: false, timeout: "0.0 s")
    let keptGloss = try XCTUnwrap(LibraryGloss.gloss(of: kept))
    XCTAssertNotEqual(keptGloss, LibraryGloss.gloss(of: none), kept)
  }

  func testTheChecksOwnWords_AndEnglish_HaveNoGloss() {
    XCTAssertNil(LibraryGloss.gloss(of: "TODO(1): a live load of a missing file should emit nil"))
    XCTAssertNil(LibraryGloss.gloss(of: "Your test did not send .saveButtonTapped"))
    Localizer.shared.configure(.english, catalog: Catalog(strings: [:])) { _ in }
    XCTAssertNil(LibraryGloss.gloss(of: #"XCTAssertEqual failed: ("1") is not equal to ("2")"#))
  }

  func testReport_GlossesEachLibraryFailureUnderIt_AndSaysOnceWhyItIsEnglish() throws {
    let course = try Course.load(root: try Fixtures.course(for: self))
    let step = course.steps[0]
    var run = ModuleRun(module: step.exerciseChecksModule)
    run.add(
      output: try Fixtures.output("xctest-fail.txt", root: course.root.path),
      termination: .exited(1))
    let report = CheckReport(step: step, filesHash: "", verdict: .failed, run: run)
    let lines = CheckReportRenderer(course: course, terminal: .plain).render(report)
    let gloss = "      ↳ `XCTAssertEqual` 失败：两个值不相等（按参数顺序列出）。"
    for (index, line) in lines.enumerated() where line.contains("XCTAssertEqual failed") {
      XCTAssertEqual(lines[index + 1], gloss, lines.joined(separator: "\n"))
    }
    XCTAssertEqual(lines.filter { $0 == gloss }.count, 2, lines.joined(separator: "\n"))
    let why = lines.filter { $0.hasPrefix("测试库（TestStore、XCTest、Swift Testing）") }
    XCTAssertEqual(why.count, 1, lines.joined(separator: "\n"))
  }

  func testCrash_GlossesTheRuntimesMessage_AndJoinsChineseSentencesWithoutASpace() throws {
    let course = try Course.load(root: try Fixtures.course(for: self))
    let step = course.steps[0]
    var run = ModuleRun(module: step.exerciseChecksModule)
    run.add(
      output: try Fixtures.output("xctest-crash-unwrap.txt", root: course.root.path),
      termination: .signalled(4))
    let report = CheckReport(step: step, filesHash: "", verdict: .failed, run: run)
    let text = CheckReportRenderer(course: course, terminal: .plain).render(report)
      .joined(separator: "\n")
    XCTAssertTrue(
      text.contains(
        "  Fatal error: Unexpectedly found nil while unwrapping an Optional value\n"
          + "  ↳ 强制解包（`!`）遇到了 nil。\n"), text)
    XCTAssertFalse(text.contains("。 "), text)
  }

  func testAStoreFailureUnderACheckMessage_IsGlossed_AndShippedTestMessagesAreTranslated() throws {
    let course = try Course.load(root: try Fixtures.course(for: self))
    let step = course.steps[1]
    let file = course.root.appendingPathComponent("Exercises/02-Tally/Tests/TallyTests.swift").path
    var run = ModuleRun(module: step.exerciseChecksModule)
    run.add(
      output: [
        "Test Case 'TallyTests.testAdd' started at 2026-11-23 10:00:00.000",
        "\(file):6: error: TallyTests.testAdd : failed - TODO(1): not written yet",
        "Test Case 'TallyTests.testAdd' failed (0.004 seconds)",
        "Test Case 'TallyTests.testClear' started at 2026-11-23 10:00:00.000",
        "\(file):9: error: TallyTests.testClear : failed - TODO(2): the search should start",
        "Expected to receive TallyAction.cleared, but no action was received, and no effect is "
          + "still running to send one.",
        "Test Case 'TallyTests.testClear' failed (0.004 seconds)",
      ].joined(separator: "\n"), termination: .exited(1))
    let report = CheckReport(step: step, filesHash: "", verdict: .failed, run: run)
    let text = CheckReportRenderer(course: course, terminal: .plain).render(report)
      .joined(separator: "\n")
    XCTAssertTrue(text.contains("      TODO(1)：还没有写\n"), text)
    XCTAssertTrue(
      text.contains(
        "still running to send one.\n        ↳ 什么也没接收到：这个 receive 步骤等待的 action，"), text)
  }
}
