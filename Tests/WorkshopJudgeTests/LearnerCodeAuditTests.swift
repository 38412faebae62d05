import Foundation
import WorkshopCourse
import WorkshopTestRuns
import XCTest

@testable import WorkshopJudge

/// The learner's code, read before it runs: what it may not declare, and what its tests may not
/// call, for the checks and the planted-bug hunt to mean anything.
final class LearnerCodeAuditTests: XCTestCase {
  private func audit(_ number: Int, in root: URL) throws -> [TestResult] {
    let course = try Course.load(root: root)
    return LearnerCodeAudit(course: course, step: course.steps[number - 1])
      .failures(module: "Checks")
  }

  func testEveryStep_AsShipped_DeclaresNothingTheChecksCall() throws {
    // NB: the workshop's own course, each exercise as shipped.
    let package = Fixtures.testsFolder.deletingLastPathComponent()
    let course = try Course.load(root: package)
    for step in course.steps {
      let shipped = LearnerCodeAudit(course: course, step: step).failures(module: "Checks")
      XCTAssertEqual(shipped.flatMap(\.failures).map(\.message), [], step.folder)
    }
  }

  func testAMoreSpecificXCTAssertEqual_InTheAppCode_IsNamedAtItsLine() throws {
    let root = try Fixtures.course(for: self)
    let counter = root.appendingPathComponent("Exercises/01-Counter/Counter.swift")
    try
      (String(contentsOf: counter, encoding: .utf8) + """

        import XCTest
        func XCTAssertEqual(
          _ a: @autoclosure () -> Int, _ b: @autoclosure () -> Int, _ message: String = "",
          file: StaticString = #filePath, line: UInt = #line
        ) {}
        """).write(to: counter, atomically: true, encoding: .utf8)

    let failures = try audit(1, in: root)

    XCTAssertEqual(failures.map(\.name), [LearnerCodeAudit.declarations])
    let failure = try XCTUnwrap(failures.first?.failures.first)
    XCTAssertEqual(failure.file, counter.path)
    XCTAssertEqual(
      try String(contentsOf: counter, encoding: .utf8).split(
        separator: "\n", omittingEmptySubsequences: false)[failure.line - 1],
      "func XCTAssertEqual(")
    XCTAssertTrue(failure.message.hasPrefix("This declares `XCTAssertEqual`"), failure.message)
  }

  func testAHuntWithoutArguments_AnEqualsForAnyTwoValues_AndATypeNamedXCTest_AreNamed() throws {
    let root = try Fixtures.course(for: self)
    try Fixtures.write(
      """
      import XCTest
      extension XCTestCase {
        func assertYourTestsCatchThePlantedBugs() throws {}
      }
      struct Score { var value: Int }
      extension Score: Equatable {
        static func == (lhs: Score, rhs: Score) -> Bool { true }
      }
      enum XCTest {}
      // func XCTFail() in a comment is no declaration
      let text = "func XCTFail() in a string is none either"
      """, to: "Exercises/02-Tally/Cheats.swift", in: root)

    let failures = try audit(2, in: root)

    XCTAssertEqual(
      failures.first?.failures.map { $0.message.prefix { $0 != "," } },
      [
        "This declares `assertYourTestsCatchThePlantedBugs`",
        "This declares `==`", "This declares `XCTest`",
      ])
  }

  // NB: no "PlantedBug" in the name: a test named so runs apart, with the hunts (TestRunner).
  func testATestThatCallsTheUnwrappedCode_ByItsModulesName_IsNamed() throws {
    let root = try Fixtures.course(for: self)
    try Fixtures.write(
      """
      import XCTest
      @testable import Tally

      final class TallyTests: XCTestCase {
        func testAdd_AgreesWithTheCode() {
          var (mine, theirs) = (0, 0)
          _ = tallyReducer(state: &mine, action: .add)
          _ = Tally.tallyReducer(state: &theirs, action: .add)
          XCTAssertEqual(mine, theirs)
        }
      }
      """, to: "Exercises/02-Tally/Tests/TallyTests.swift", in: root)

    let failures = try audit(2, in: root)

    XCTAssertEqual(failures.map(\.name), [LearnerCodeAudit.tests])
    XCTAssertEqual(failures.first?.failures.map(\.line), [8])

    // A harness may shadow with a constant, as step 09's does its reducer.
    try Fixtures.write(
      """
      import EffectKit
      import WorkshopTestRuns
      @testable import Tally

      let tallyReducer = { (state: inout Int, action: TallyAction) -> [Effect<TallyAction>] in
        Tally.tallyReducer(state: &state, action: action)
      }
      """, to: "Solutions/02-Tally/Checks/PlantedBugs.swift", in: root)
    XCTAssertEqual(try audit(2, in: root).first?.failures.map(\.line), [8])
    XCTAssertTrue(isPlantedBugHunt(LearnerCodeAudit.tests), "it counts with the hunt")
  }

  func testATestFileThatDeclaresATestingLibrarysName_IsNamed_AsGettingRoundTheHunt() throws {
    // In a step that ships Tests/, and in one a learner gave a Tests/ folder of their own.
    let root = try Fixtures.course(for: self)
    let assertions = """
      import XCTest
      func XCTAssertEqual<T: Equatable>(_ a: T, _ b: T) {}
      func expect(_ condition: Bool) {}
      """
    try Fixtures.write(assertions, to: "Exercises/02-Tally/Tests/Assertions.swift", in: root)
    try Fixtures.write(assertions, to: "Exercises/01-Counter/Tests/Assertions.swift", in: root)

    for step in [1, 2] {
      let failures = try audit(step, in: root)
      XCTAssertEqual(failures.map(\.name), [LearnerCodeAudit.tests], "\(step)")
      XCTAssertEqual(
        failures.first?.failures.map { $0.message.prefix { $0 != "," } },
        ["This declares `XCTAssertEqual`"], "a function named expect is no macro")
    }
  }

  func testATestThatWaitsForARealTime_IsNamedAtItsLine_WithWhatToWaitOnInstead() throws {
    let root = try Fixtures.course(for: self)
    try Fixtures.write(
      """
      import XCTest
      @testable import Tally

      final class TallyTests: XCTestCase {
        func testAdd_CountsOne() {
          var state = 0
          _ = tallyReducer(state: &state, action: .add)
          Thread.sleep(forTimeInterval: 0.1)
          XCTAssertEqual(state, 1)
        }
      }
      """, to: "Exercises/02-Tally/Tests/TallyTests.swift", in: root)

    let failures = try audit(2, in: root)

    XCTAssertEqual(failures.map(\.name), [LearnerCodeAudit.waits])
    XCTAssertEqual(failures.first?.failures.map(\.line), [8])
    XCTAssertTrue(
      failures.first?.failures.first?.message.hasPrefix(
        "This test waits with `Thread.sleep`: it checks the clock, not your code.") ?? false,
      "\(failures)")
  }

  func testWaits_AreRealTimeSleeps_NotAClocksOwn_NorAStandInForSlowWork() {
    let source = """
      @Test func saves() async {
        try? await Task.sleep(for: .seconds(1))
        usleep(1_000)
        await clock.sleep(for: .seconds(1))
        let saved = { try? await Task.sleep(for: .milliseconds(500)) }
        // Thread.sleep(forTimeInterval: 1) in a comment is no call.
      }
      """
    XCTAssertEqual(
      LearnerCodeAudit.waits(in: source).map { "\($0.line): \($0.call)" },
      ["2: Task.sleep", "3: usleep"])
  }

  func testEveryStepsReferenceTests_WaitOnWhatTheyTest() throws {
    let package = Fixtures.testsFolder.deletingLastPathComponent()
    let course = try Course.load(root: package)
    for step in course.steps {
      let files = StepFiles(root: package, folder: step.solutionPath).testFiles
      for file in files where file.hasSuffix(".swift") {
        let source = try String(contentsOf: course.url(file), encoding: .utf8)
        XCTAssertEqual(LearnerCodeAudit.waits(in: source).map(\.call), [], file)
      }
    }
  }
}
