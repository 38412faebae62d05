import Foundation
import WorkshopCourse
import WorkshopJudge
import WorkshopMutation
import XCTest

@testable import WorkshopVerify

/// The rule that writes a lesson's mistakes into the reference and expects the checks their map
/// names to fail: each problem it reports, on small texts and on runs read from XCTest's output.
final class LessonMistakeTrialTests: XCTestCase {
  private let counter = "func add(_ count: inout Int) {\n  count += 1\n}\n"
  private let check = "CounterChecks.testAdd_CountsOnce"

  private func trials(_ patch: String, says: String = "") throws -> (
    trials: [LessonMistakeTrial], problems: [String]
  ) {
    let step = try JSONDecoder().decode(
      Step.self,
      from: Data(#"{"id": "c", "folder": "01-Counter", "title": "C", "module": "Counter"}"#.utf8))
    let map = try LessonMistakeMap(
      data: Data(
        #"[{"mistake": "Counting twice.", "checks": ["\#(check)"], "patch": \#(patch)\#(says)}]"#
          .utf8))
    return LessonMistakeTrial.trials(of: step, map: map, mapPath: "M.json") { file in
      file == "Counter.swift" ? ("Solutions/01-Counter/Counter.swift", counter) : nil
    }
  }

  private func countingTwice(says: String = "") throws -> LessonMistakeTrial {
    let made = try trials(
      #"{"file": "Counter.swift", "edits": [{"replace": "+= 1", "with": "+= 2"}]}"#, says: says)
    return try XCTUnwrap(made.trials.first, "\(made.problems)")
  }

  /// A run of the named check, read from what XCTest prints.
  private func run(_ verdict: String, message: String = "") -> ModuleRun {
    var run = ModuleRun(module: "Solution01Checks")
    let failure =
      message.isEmpty
      ? ""
      : "/c/Checks/CounterChecks.swift:8: error: \(check) : XCTAssertEqual failed - \(message)\n"
    run.add(
      output: "Test Case '\(check)' started at 2026-12-08 00:00:00.000\n\(failure)"
        + "Test Case '\(check)' \(verdict) (0.001 seconds)\n",
      termination: .exited(verdict == "passed" ? 0 : 1))
    return run
  }

  func testAPatch_IsAMutantOfTheFileItEdits_AllItsEditsAtOnce() throws {
    let made = try trials(
      #"{"file": "Counter.swift", "edits": [{"replace": "add(_ count", "with": "add(_ total"},"#
        + #" {"replace": "count += 1", "with": "total += 2"}]}"#)
    XCTAssertEqual(made.problems, [])
    let mutant = try XCTUnwrap(made.trials.first?.mutant)
    XCTAssertEqual(mutant.file, "Solutions/01-Counter/Counter.swift")
    XCTAssertEqual(
      mutant.applied(to: counter), "func add(_ total: inout Int) {\n  total += 2\n}\n")
  }

  func testAPatchTheFileCannotTake_IsNamed() throws {
    XCTAssertEqual(
      try trials(#"{"file": "Counter.swift", "edits": [{"replace": "+= 3", "with": "+= 2"}]}"#)
        .problems,
      [
        "M.json: \"Counting twice.\" cannot be patched in: Solutions/01-Counter/Counter.swift"
          + " does not hold `+= 3`"
      ])
    XCTAssertEqual(
      try trials(#"{"file": "Counter.swift", "edits": [{"replace": "count", "with": "n"}]}"#)
        .problems,
      [
        "M.json: \"Counting twice.\" cannot be patched in: Solutions/01-Counter/Counter.swift"
          + " holds `count` 2 times; quote more of it"
      ])
    XCTAssertEqual(
      try trials(#"{"file": "Total.swift", "edits": [{"replace": "+= 1", "with": "+= 2"}]}"#)
        .problems,
      ["M.json: \"Counting twice.\" patches Total.swift, which Solutions/01-Counter lacks"])
  }

  func testAMistakeItsCheckStillPasses_OrDoesNotRun_IsNamed() throws {
    let trial = try countingTwice()
    XCTAssertEqual(
      trial.problems(in: run("passed")),
      ["M.json: \"Counting twice.\": with its patch, \(check) still passes"])
    var other = ModuleRun(module: "Solution01Checks")
    other.add(
      output: "Test Case 'CounterChecks.testOther' started at 2026-12-08 00:00:00.000\n"
        + "Test Case 'CounterChecks.testOther' passed (0.001 seconds)\n", termination: .exited(0))
    XCTAssertEqual(
      trial.problems(in: other),
      ["M.json: \"Counting twice.\": with its patch, \(check) did not run"])
  }

  func testAMistakeItsCheckFailsWithoutTheWordsTheMapSays_IsNamed() throws {
    let trial = try countingTwice(says: #", "says": ["counted twice"]"#)
    XCTAssertEqual(
      trial.problems(in: run("failed", message: "TODO(1): add one")),
      [
        "M.json: \"Counting twice.\": with its patch, \(check) fails without saying"
          + " \"counted twice\"; it says: XCTAssertEqual failed - TODO(1): add one"
      ])
    XCTAssertEqual(
      trial.problems(in: run("failed", message: "TODO(1): the tally counted twice")), [])
  }
}
