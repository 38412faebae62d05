import Foundation
import WorkshopCourse
import WorkshopTerminal
import WorkshopTestRuns
import XCTest

@testable import WorkshopClassroom
@testable import WorkshopJudge

final class CheckResultTests: XCTestCase {
  func testFailingChecks_ValidateAndNameTheirTodosFilesAndLines() throws {
    let course = try Course.load(root: try Fixtures.course(for: self))
    let report = try GradingFixtures.report(
      "01", of: course, output: "xctest-fail.txt", termination: .exited(1), verdict: .failed)

    let result = try GradingFixtures.validatedJSON(report, course: course)

    XCTAssertEqual(result.version, 1)
    XCTAssertEqual(result.status, .fail)
    XCTAssertEqual(result.step.id, "counter")
    XCTAssertEqual(result.tests.map(\.status), [.fail, .pass, .fail])
    XCTAssertEqual(result.tests.map(\.kind), [.check, .check, .check])
    XCTAssertEqual(result.tests.map(\.taskID), [1, nil, 2])
    let first = result.tests[0]
    XCTAssertEqual(first.file, "Exercises/01-Counter/Checks/CounterChecks.swift")
    XCTAssertEqual(first.line, 8)
    XCTAssertEqual(
      first.message,
      "Exercises/01-Counter/Checks/CounterChecks.swift:8: XCTAssertEqual failed: (\"1\") is not "
        + "equal to (\"2\") - TODO(1): on .incrementTapped, add one to the state")
    // A passing check points at its declaration.
    XCTAssertEqual(result.tests[1].file, "Exercises/01-Counter/Checks/CounterChecks.swift")
    XCTAssertEqual(result.tests[1].line, 13)
    XCTAssertNil(result.tests[1].message)
  }

  func testPassingChecks_SayPassWithTheTodoEachCheckBelongsTo() throws {
    let course = try Course.load(root: try Fixtures.course(for: self))
    let report = try GradingFixtures.report(
      "01", of: course, output: "xctest-pass.txt", termination: .exited(0), verdict: .passed)

    let result = try GradingFixtures.validatedJSON(report, course: course)

    XCTAssertEqual(result.status, .pass)
    XCTAssertFalse(result.tests.isEmpty)
    XCTAssertTrue(result.tests.allSatisfy { $0.status == .pass && $0.failures.isEmpty })
    let increment = try XCTUnwrap(result.tests.first { $0.name.hasSuffix("AddsOne") })
    XCTAssertEqual(increment.taskID, 1, "from the check's source")
  }

  func testCompileError_IsAnErrorWithTheCompilersPlaces() throws {
    let course = try Course.load(root: try Fixtures.course(for: self))
    let step = try course.step(named: "01")
    let errors = compilerErrors(
      in: try Fixtures.output("build-error-app.txt", root: course.root.path))
    let report = CheckReport(step: step, filesHash: "hash", verdict: .compileError(errors))

    let result = try GradingFixtures.validatedJSON(report, course: course)

    XCTAssertEqual(result.status, .error)
    XCTAssertEqual(result.message, "The code of step 01 does not compile.")
    XCTAssertEqual(result.tests, [])
    XCTAssertEqual(result.compileErrors.first?.file, "Exercises/01-Counter/Counter.swift")
    XCTAssertEqual(result.compileErrors.first?.line, 8)
  }

  func testCrash_IsAnErrorNamingTheCrashedCheck() throws {
    let course = try Course.load(root: try Fixtures.course(for: self))
    let report = try GradingFixtures.report(
      "01", of: course, output: "xctest-crash-index.txt", termination: .signalled(4),
      verdict: .failed)

    let result = try GradingFixtures.validatedJSON(report, course: course)

    XCTAssertEqual(result.status, .error)
    let message = try XCTUnwrap(result.message)
    XCTAssertTrue(message.contains("CounterChecks.testResetTapped_GoesBackToZero"), message)
    XCTAssertTrue(message.contains("Index out of range"), message)
    let crashed = try XCTUnwrap(result.tests.last)
    XCTAssertEqual(crashed.outcome, "crashed")
    XCTAssertEqual(crashed.status, .error)
  }

  func testPlantedBugs_SayCaughtOrMissed_AndWhichTestsCaughtEach() throws {
    let course = try Course.load(root: try Fixtures.course(for: self))
    let catalogue = try PlantedBugCatalogue(
      contentsOf: course.url(try course.step(named: "02").plantedBugCataloguePath))
    let hunt = PlantedBugReport(
      module: "Exercise02Checks", reference: .passed,
      runs: [
        .init(
          bug: catalogue.bugs[0],
          outcome: .failed(failures: ["TallyTests.swift:6: XCTFail failed - off by one"]),
          caughtBy: ["TallyTests.testAdd_CountsOne"]),
        .init(bug: catalogue.bugs[1], outcome: .passed, caughtBy: []),
      ])
    let report = try GradingFixtures.report(
      "02", of: course, output: "xctest-hunt-fail.txt", termination: .exited(1),
      verdict: .failed, plantedBugs: [hunt])

    let result = try GradingFixtures.validatedJSON(report, course: course)

    XCTAssertEqual(result.plantedBugs.map(\.verdict), [.caught, .missed])
    XCTAssertEqual(result.plantedBugs[0].caughtBy, ["TallyTests.testAdd_CountsOne"])
    XCTAssertEqual(result.plantedBugs[0].outcome, "failed")
    XCTAssertEqual(result.plantedBugs[1].caughtBy, [])
    XCTAssertNil(result.plantedBugs[1].message)
  }

  func testPlantedBugs_NotTriedWhileTheLearnersTestsFail_AreListedAsNotRun() throws {
    let course = try Course.load(root: try Fixtures.course(for: self))
    let hunt = PlantedBugReport(
      module: "Exercise02Checks", library: .xctest,
      reference: .failed(failures: ["TallyTests.swift:6: TODO(1): write a test"]), runs: [])
    let report = try GradingFixtures.report(
      "02", of: course, output: "xctest-hunt-fail.txt", termination: .exited(1),
      verdict: .failed, plantedBugs: [hunt])

    let result = try GradingFixtures.validatedJSON(report, course: course)

    XCTAssertEqual(result.plantedBugs.map(\.verdict), [.notRun, .notRun])
    XCTAssertEqual(result.plantedBugs.map(\.library), ["XCTest", "XCTest"])
    XCTAssertTrue(result.plantedBugs[0].message?.contains("TODO(1)") ?? false)
  }

  func testCouldNotRun_IsAnErrorSayingWhy() throws {
    let course = try Course.load(root: try Fixtures.course(for: self))
    let report = CheckReport(
      step: try course.step(named: "01"), filesHash: "hash",
      verdict: .couldNotRun("the toolchain is missing"))

    let result = try GradingFixtures.validatedJSON(report, course: course)

    XCTAssertEqual(result.status, .error)
    XCTAssertEqual(
      result.message, "The checks of step 01 could not run: the toolchain is missing.")
  }

  func testTheTally_CountsABugCaughtOnlyWhenEveryLibrarysHuntCaughtIt() throws {
    let course = try Course.load(root: try Fixtures.course(for: self))
    let catalogue = try PlantedBugCatalogue(
      contentsOf: course.url(try course.step(named: "02").plantedBugCataloguePath))
    let hunts = [
      (TestingLibrary.xctest, TestRunOutcome.failed(failures: ["x"])),
      (.swiftTesting, .passed),
    ].map { library, second in
      PlantedBugReport(
        module: "Exercise02Checks", library: library, reference: .passed,
        runs: [
          .init(
            bug: catalogue.bugs[0], outcome: .crashed(signal: 4),
            caughtBy: ["TallyTests.testAdd_CountsOne"]),
          .init(
            bug: catalogue.bugs[1], outcome: second,
            caughtBy: second.catchesBug ? ["TallyClearTests.clearEmptiesTheTally()"] : []),
        ])
    }
    let report = try GradingFixtures.report(
      "02", of: course, output: "xctest-hunt-fail.txt", termination: .exited(1),
      verdict: .failed, plantedBugs: hunts)

    XCTAssertEqual(report.tally?.bugsCaught, 1)
    XCTAssertEqual(report.tally?.bugsExpected, 2)
    XCTAssertEqual(
      try GradingFixtures.validatedJSON(report, course: course).plantedBugs.map(\.verdict),
      [.caught, .caught, .caught, .missed])
  }
}
