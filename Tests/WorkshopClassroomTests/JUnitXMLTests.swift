import Foundation
import WorkshopCourse
import WorkshopTerminal
import WorkshopTestRuns
import XCTest

@testable import WorkshopClassroom
@testable import WorkshopJudge

final class JUnitXMLTests: XCTestCase {
  func testFailingChecks_AreOneSuiteWithATestCaseEach_AndTheirFailures() throws {
    let course = try Course.load(root: try Fixtures.course(for: self))
    let report = try GradingFixtures.report(
      "01", of: course, output: "xctest-fail.txt", termination: .exited(1), verdict: .failed)

    let reader = try JUnitReader.read(junitXML([CheckResult(report: report, course: course)]))

    XCTAssertEqual(reader.suites.count, 1)
    let suite = reader.suites[0]
    XCTAssertEqual(suite.attributes["id"], "01")
    XCTAssertEqual(suite.attributes["tests"], "3")
    XCTAssertEqual(suite.attributes["failures"], "2")
    XCTAssertEqual(suite.attributes["errors"], "0")
    XCTAssertEqual(reader.rootAttributes["failures"], "2")
    XCTAssertEqual(
      suite.cases.map { $0.attributes["name"] },
      [
        "testIncrementTapped_AddsOne", "testNothingTapped_ChangesNothing",
        "testResetTapped_GoesBackToZero",
      ])
    XCTAssertEqual(suite.cases[0].attributes["classname"], "Step01.CounterChecks")
    XCTAssertEqual(suite.cases[0].trouble?.kind, "failure")
    XCTAssertTrue(suite.cases[0].trouble?.text.contains("TODO(1)") ?? false)
    XCTAssertNil(suite.cases[1].trouble)
  }

  func testEveryTestCaseAndSuite_HasATime_InSeconds() throws {
    let course = try Course.load(root: try Fixtures.course(for: self))
    let catalogue = try PlantedBugCatalogue(
      contentsOf: course.url(try course.step(named: "02").plantedBugCataloguePath))
    let hunt = PlantedBugReport(
      module: "Exercise02Checks", reference: .passed,
      runs: [.init(bug: catalogue.bugs[0], outcome: .passed, caughtBy: [], seconds: 0.75)])
    let failing = try GradingFixtures.report(
      "01", of: course, output: "xctest-fail.txt", termination: .exited(1), verdict: .failed)
    let hunted = try GradingFixtures.report(
      "02", of: course, output: "xctest-hunt-fail.txt", termination: .exited(1),
      verdict: .failed, plantedBugs: [hunt])
    var broken = CheckReport(
      step: try course.step(named: "03"), filesHash: "hash", verdict: .compileError([]))
    broken.buildDuration = 4.5

    let reader = try JUnitReader.read(
      junitXML([failing, hunted, broken].map { CheckResult(report: $0, course: course) }))

    XCTAssertNotNil(reader.rootAttributes["time"].flatMap(Double.init))
    for suite in reader.suites {
      XCTAssertNotNil(suite.attributes["time"].flatMap(Double.init), "\(suite.attributes)")
      for testCase in suite.cases {
        let time = try XCTUnwrap(
          testCase.attributes["time"].flatMap(Double.init), "\(testCase.attributes)")
        XCTAssertGreaterThanOrEqual(time, 0)
      }
    }
    let cases = reader.suites.flatMap(\.cases)
    XCTAssertEqual(
      cases.first { $0.attributes["name"] == "testIncrementTapped_AddsOne" }?.attributes["time"],
      "0.001", "the seconds XCTest reported")
    XCTAssertEqual(
      cases.first { $0.attributes["name"]?.hasPrefix("bug 1:") == true }?.attributes["time"],
      "0.750", "the run with the bug planted")
    XCTAssertEqual(
      cases.first { $0.attributes["name"] == "build" }?.attributes["time"], "4.500",
      "a build that failed took the build's time")
  }

  func testPlantedBugs_AreTestCases_AMissedOneFailing() throws {
    let course = try Course.load(root: try Fixtures.course(for: self))
    let catalogue = try PlantedBugCatalogue(
      contentsOf: course.url(try course.step(named: "02").plantedBugCataloguePath))
    let hunt = PlantedBugReport(
      module: "Exercise02Checks", reference: .passed,
      runs: [
        .init(
          bug: catalogue.bugs[0], outcome: .crashed(signal: 4),
          caughtBy: ["TallyTests.testAdd_CountsOne"]),
        .init(bug: catalogue.bugs[1], outcome: .passed, caughtBy: []),
      ])
    let report = try GradingFixtures.report(
      "02", of: course, output: "xctest-hunt-fail.txt", termination: .exited(1),
      verdict: .failed, plantedBugs: [hunt])

    let reader = try JUnitReader.read(junitXML([CheckResult(report: report, course: course)]))

    let bugs = reader.suites[0].cases.filter {
      $0.attributes["classname"] == "Step02.PlantedBugs"
    }
    XCTAssertEqual(bugs.count, 2)
    XCTAssertEqual(bugs[0].attributes["name"], "bug 1: \(catalogue.bugs[0].summary)")
    XCTAssertNil(bugs[0].trouble, "caught")
    XCTAssertEqual(bugs[1].trouble?.kind, "failure")
  }

  func testCompileError_IsABuildTestCaseWithAnError() throws {
    let course = try Course.load(root: try Fixtures.course(for: self))
    let errors = compilerErrors(
      in: try Fixtures.output("build-error-app.txt", root: course.root.path))
    let report = CheckReport(
      step: try course.step(named: "01"), filesHash: "hash", verdict: .compileError(errors))

    let reader = try JUnitReader.read(junitXML([CheckResult(report: report, course: course)]))

    XCTAssertEqual(reader.suites[0].cases.count, 1)
    XCTAssertEqual(reader.suites[0].cases[0].attributes["name"], "build")
    XCTAssertEqual(reader.suites[0].cases[0].trouble?.kind, "error")
    XCTAssertTrue(
      reader.suites[0].cases[0].trouble?.text.contains("Exercises/01-Counter/Counter.swift:8:14")
        ?? false)
  }

  func testMarkupAndControlCharactersInAMessage_StillParse() throws {
    let text = "expected <State count=\"1\"> & 'more'\u{1B}[31m"
    XCTAssertEqual(
      escaped(text), "expected &lt;State count=&quot;1&quot;&gt; &amp; &apos;more&apos;?[31m")
    XCTAssertNoThrow(try JUnitReader.read("<a b=\"\(escaped(text))\">\(escaped(text))</a>"))
  }

  func testTheReader_RefusesXMLThatIsNotWellFormed() {
    XCTAssertThrowsError(try JUnitReader.read("<testsuites><testsuite></testsuites>"))
  }
}
