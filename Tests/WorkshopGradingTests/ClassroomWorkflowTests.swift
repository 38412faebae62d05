import Foundation
import WorkshopCore
import WorkshopProcesses
import XCTest

@testable import WorkshopGrading

final class ClassroomWorkflowTests: XCTestCase {
  private var committed: String {
    get throws {
      try String(
        contentsOf: GradingFixtures.packageRoot.appendingPathComponent(
          "Docs/classroom/classroom.yml"), encoding: .utf8)
    }
  }

  func testTheCommittedTemplate_IsTheWorkflowForEveryStep() throws {
    let course = try Course.load(root: GradingFixtures.packageRoot)
    XCTAssertEqual(
      try committed, ClassroomWorkflow(steps: course.steps, track: nil).text,
      "run `swift run workshop classroom --track all > Docs/classroom/classroom.yml`")
  }

  func testTheTemplate_NamesEveryStepOnceWithPointsAndATimeout() throws {
    let course = try Course.load(root: GradingFixtures.packageRoot)
    let lines = try committed.split(separator: "\n").map(String.init)
    for step in course.steps {
      let id = "step-\(step.number)"
      XCTAssertEqual(
        lines.filter { $0 == "          command: swift run workshop check \(step.number)" }.count,
        1, id)
      let start = try XCTUnwrap(lines.firstIndex(of: "      - name: \(id)"), id)
      let block = lines[start..<min(start + 9, lines.count)]
      XCTAssertTrue(block.contains("          timeout: 10"), id)
      XCTAssertTrue(block.contains("          max-score: 10"), id)
      XCTAssertTrue(
        lines.contains("          \(id.uppercased())_RESULTS: \"${{steps.\(id).outputs.result}}\""),
        id)
    }
    let runners = course.steps.map { "step-\($0.number)" }.joined(separator: ",")
    XCTAssertEqual(lines.last, "          runners: \(runners)")
  }

  func testTheTemplate_IsBlockYAML_ByItsLines() throws {
    // Every line is a comment, a `key:` or `key: value`, or a list item, indented by two spaces
    // a level; a line goes at most one level deeper than the one before it.
    let pattern = #"^( *)(- )?(('[a-z]+')|[A-Za-z0-9_-]+):( .+)?$|^( *)- [A-Za-z0-9_]+$"#
    var previous = 0
    for line in try committed.split(separator: "\n").map(String.init) where !line.hasPrefix("#") {
      XCTAssertNotNil(line.range(of: pattern, options: .regularExpression), line)
      XCTAssertFalse(line.contains("\t"), line)
      let indent =
        line.prefix { $0 == " " }.count
        + (line.trimmingCharacters(in: .whitespaces)
          .hasPrefix("- ") ? 2 : 0)
      XCTAssertEqual(indent % 2, 0, line)
      XCTAssertLessThanOrEqual(indent, previous + 4, line)
      previous = indent
    }
  }

  func testTheTemplate_ParsesAsYAML_WherePyYAMLIsInstalled() throws {
    guard let python = findExecutable("python3") else { throw XCTSkip("no python3") }
    let url = GradingFixtures.packageRoot.appendingPathComponent("Docs/classroom/classroom.yml")
    let script = """
      import sys, yaml
      doc = yaml.safe_load(open(sys.argv[1]))
      steps = doc['jobs']['run-autograding-tests']['steps']
      print(sum(1 for s in steps if s.get('uses', '').startswith(
          'classroom-resources/autograding-command-grader')))
      """
    let result = try runProcess(python, arguments: ["-c", script, url.path], timeout: 60)
    if result.output.contains("No module named 'yaml'") { throw XCTSkip("PyYAML is not installed") }
    XCTAssertEqual(result.termination, .exited(0), result.output)
    let course = try Course.load(root: GradingFixtures.packageRoot)
    XCTAssertEqual(
      result.output.trimmingCharacters(in: .whitespacesAndNewlines), "\(course.steps.count)")
  }

  func testATrackWorkflow_GradesItsStepsOnly() throws {
    let course = try Course.load(root: GradingFixtures.packageRoot)
    let track = try XCTUnwrap(try course.track(named: "one-day"))
    let text = ClassroomWorkflow(steps: track.steps, track: track.name).text
    XCTAssertTrue(text.contains("command: swift run workshop check 14"))
    XCTAssertFalse(text.contains("command: swift run workshop check 04"))
    XCTAssertTrue(text.contains("runners: step-01,step-02,step-03,step-05,step-06,step-08"))
  }
}
