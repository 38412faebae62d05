import Foundation
import WorkshopCourse
import WorkshopTerminal
import WorkshopTestRuns
import XCTest

@testable import WorkshopClassroom
@testable import WorkshopJudge

/// Check reports of the fixture course, built from captured test output the way `CheckRunner`
/// builds them, and the schema they are written against.
enum GradingFixtures {
  /// The package's root folder.
  static let packageRoot = Fixtures.testsFolder.deletingLastPathComponent()

  /// `Docs/schemas/check-result.schema.json`.
  static var schema: JSONSchemaValidator {
    get throws { try schema(named: "check-result") }
  }

  /// `Docs/schemas/<name>.schema.json`.
  static func schema(named name: String) throws -> JSONSchemaValidator {
    try JSONSchemaValidator(
      contentsOf: packageRoot.appendingPathComponent("Docs/schemas/\(name).schema.json"))
  }

  /// A report on step `number` of `course` whose checks printed the captured `output`.
  static func report(
    _ number: String, of course: Course, output: String, termination: Termination,
    verdict: CheckReport.Verdict, plantedBugs: [PlantedBugReport] = []
  ) throws -> CheckReport {
    let step = try course.step(named: number)
    var run = ModuleRun(module: step.exerciseChecksModule)
    run.add(
      output: try Fixtures.output(output, root: course.root.path), termination: termination)
    run.plantedBugReports = plantedBugs
    return CheckReport(step: step, filesHash: "hash", verdict: verdict, run: run)
  }

  /// The result of `report` as the JSON `check --format json` prints, after checking that it
  /// validates against the schema.
  static func validatedJSON(
    _ report: CheckReport, course: Course, file: StaticString = #filePath, line: UInt = #line
  ) throws -> CheckResult {
    let text = try jsonText(CheckResult(report: report, course: course))
    XCTAssertEqual(try schema.problems(in: Data(text.utf8)), [], text, file: file, line: line)
    return try JSONDecoder().decode(CheckResult.self, from: Data(text.utf8))
  }
}
