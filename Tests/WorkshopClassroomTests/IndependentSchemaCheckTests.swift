import Foundation
import WorkshopJudge
import WorkshopTerminal
import WorkshopTestRuns
import XCTest

@testable import WorkshopClassroom
@testable import WorkshopCourse

/// The schemas checked by a full JSON Schema implementation as well, where Python's `jsonschema`
/// is installed: the schemas are valid Draft 2020-12, and the documents the workshop writes
/// validate against them.
final class IndependentSchemaCheckTests: XCTestCase {
  func testTheDocumentsValidate_WithPythonsJSONSchema() throws {
    guard let python = findExecutable("python3") else { throw XCTSkip("no python3") }
    let course = try Course.load(root: try Fixtures.course(for: self))
    let folder = try Fixtures.emptyFolder(for: self)
    let outputs = [
      ("xctest-fail.txt", CheckReport.Verdict.failed), ("xctest-pass.txt", .passed),
      ("xctest-crash-index.txt", .failed),
    ]
    for (index, (output, verdict)) in outputs.enumerated() {
      let report = try GradingFixtures.report(
        "01", of: course, output: output, termination: .exited(verdict == .passed ? 0 : 1),
        verdict: verdict)
      try Data(try jsonText(CheckResult(report: report, course: course)).utf8).write(
        to: folder.appendingPathComponent("check-\(index).json"))
    }
    let learner = LearnerReport(course: course, progress: CourseProgress(), learner: "Ada")
    try Data(try jsonText(learner).utf8).write(to: folder.appendingPathComponent("report.json"))

    let script = """
      import glob, json, sys
      try:
          import jsonschema
      except ImportError:
          print("no jsonschema"); sys.exit(0)
      schemas, folder = sys.argv[1], sys.argv[2]
      for name, pattern in [("check-result", "check-*.json"), ("learner-report", "report.json")]:
          schema = json.load(open(f"{schemas}/{name}.schema.json"))
          jsonschema.Draft202012Validator.check_schema(schema)
          validator = jsonschema.Draft202012Validator(schema)
          for path in sorted(glob.glob(f"{folder}/{pattern}")):
              for error in validator.iter_errors(json.load(open(path))):
                  print(path, list(error.path), error.message)
      print("checked")
      """
    let result = try runProcess(
      python,
      arguments: [
        "-c", script, GradingFixtures.packageRoot.appendingPathComponent("Docs/schemas").path,
        folder.path,
      ], timeout: 60)
    if result.output.contains("no jsonschema") { throw XCTSkip("jsonschema is not installed") }
    XCTAssertEqual(result.termination, .exited(0), result.output)
    XCTAssertEqual(result.output.trimmingCharacters(in: .whitespacesAndNewlines), "checked")
  }
}
