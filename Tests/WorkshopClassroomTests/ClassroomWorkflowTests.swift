import Foundation
import WorkshopCourse
import WorkshopJudge
import WorkshopTerminal
import WorkshopTestRuns
import XCTest

@testable import WorkshopClassroom

final class ClassroomWorkflowTests: XCTestCase {
  private let example = GradingFixtures.packageRoot.appendingPathComponent(
    "Docs/classroom/classroom.yml")
  private let exampleTemplate = "https://github.com/your-school/side-effects-assignment.git"

  private func workflow(track name: String?, total: Int = 100) throws -> ClassroomWorkflow {
    let course = try Course.load(root: GradingFixtures.packageRoot)
    let track = try name.flatMap { try course.track(named: $0) }
    let points = GradingPoints(
      steps: track?.steps ?? course.steps, course: course,
      timings: try Timings.load(root: course.root), total: total)
    return ClassroomWorkflow(
      points: points, track: track?.name, template: TemplateGuard(url: exampleTemplate))
  }

  func testTheCommittedExample_IsTheOneDayTracksWorkflow() throws {
    XCTAssertEqual(
      try String(contentsOf: example, encoding: .utf8), try workflow(track: "one-day").text,
      "run `swift run workshop classroom --track one-day --template \(exampleTemplate) "
        + "> Docs/classroom/classroom.yml`")
  }

  func testTheWorkflow_RunsInTheNewestTestedImage_AndStatesItsTotal() throws {
    let text = try workflow(track: "half-day", total: 40).text
    XCTAssertTrue(text.contains("\n    container: \(TestedToolchains.image)\n"), text)
    XCTAssertTrue(
      text.hasPrefix(
        "# GitHub Classroom autograding for the workshop, track "
          + "half-day: 40 points.\n"), text)
  }

  func testThePoints_AddUpToTheTotal_FollowEachStepsTime_AndSplitOffTheHunt() throws {
    let course = try Course.load(root: GradingFixtures.packageRoot)
    let timings = try Timings.load(root: course.root)
    let points = GradingPoints(
      steps: course.steps, course: course, timings: timings, total: 100)

    XCTAssertEqual(points.total, 100)
    XCTAssertTrue(points.parts.allSatisfy { $0.points >= 1 }, "\(points.parts)")
    var byStep: [String: Int] = [:]
    for part in points.parts { byStep[part.step.number, default: 0] += part.points }
    let minutes = Dictionary(
      uniqueKeysWithValues: course.steps.map {
        ($0.number, LearnerMinutes(of: $0, in: course, timings: timings).minutes)
      })
    // A step that takes more than twice as long is worth more points.
    for a in course.steps {
      for b in course.steps where minutes[a.number]! > 2 * minutes[b.number]! {
        XCTAssertGreaterThan(byStep[a.number]!, byStep[b.number]!, "\(a.number) vs \(b.number)")
      }
    }
    // Steps whose tests hunt planted bugs have both parts; the others their checks alone.
    // Steps whose every task is a test (05, 06) hand out their code whole: its checks pass as
    // shipped, and are no part.
    for step in course.steps {
      let kinds = points.parts.filter { $0.step == step }.map(\.kind)
      let hunts = ((try? course.plantedBugs(of: step)) ?? []).contains(where: \.isCatchable)
      let counts = StepCounts(step: step, course: course)
      let expected: [GradingPoints.Kind] =
        !hunts ? [.checks] : counts.tasks == counts.testTasks ? [.bugs] : [.checks, .bugs]
      XCTAssertEqual(kinds, expected, step.number)
    }
    XCTAssertEqual(
      points.parts.filter { ["05", "06"].contains($0.step.number) }.map(\.kind), [.bugs, .bugs])
  }

  func testTheGuide_StatesTheOneDayPointsOf08And03_AsTheWorkflowGivesThem() throws {
    let points = try workflow(track: "one-day").points.parts
    let of = { (number: String) in
      points.filter { $0.step.number == number }.map(\.points).reduce(0, +)
    }
    let guide = try String(
      contentsOf: GradingFixtures.packageRoot.appendingPathComponent("Docs/TEACHING.md"),
      encoding: .utf8
    ).replacingOccurrences(of: "\n  ", with: " ")
    XCTAssertTrue(
      guide.contains(
        "gives 08, the longest step, \(of("08")) points and 03, a short one without planted "
          + "bugs, \(of("03"))."), guide)
  }

  func testDistribute_GivesWholePointsThatAddUp_EachAtLeastOne() {
    XCTAssertEqual(GradingPoints.distribute(10, over: [1, 1, 1]), [4, 3, 3])
    XCTAssertEqual(GradingPoints.distribute(100, over: [70, 15]), [82, 18])
    XCTAssertEqual(GradingPoints.distribute(3, over: [100, 1, 1]), [1, 1, 1])
    XCTAssertEqual(GradingPoints.distribute(5, over: []), [])
  }

  func testTheWorkflow_ParsesAsYAML_WithEveryKeyTheClassroomGraderNeeds() throws {
    let file = try Fixtures.emptyFolder(for: self).appendingPathComponent("classroom.yml")
    let workflow = try workflow(track: "one-day")
    try Data(workflow.text.utf8).write(to: file)
    XCTAssertEqual(
      try WorkflowLint.check(file, image: TestedToolchains.image),
      "ok \(workflow.points.parts.count + 1) tests, \(workflow.points.total) points")
  }
}
