import Foundation
import WorkshopCore
import XCTest

@testable import WorkshopGrading

final class LearnerReportTests: XCTestCase {
  /// The workshop's own manifest (fourteen steps, its tracks), over step folders of one file
  /// each in a temporary copy, with the first `done` steps passed as they are.
  ///
  /// NB: a copy, so that nothing that changes the package's own step folders meanwhile (a
  /// solution copied over by `verify`) can change a step's state under the test.
  private func workshop(done: Int, track: String? = nil) throws -> (Course, CourseProgress) {
    let root = try Fixtures.emptyFolder(for: self)
    let manifest = try Course.load(root: GradingFixtures.packageRoot)
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Exercises"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: GradingFixtures.packageRoot.appendingPathComponent(Course.manifestPath),
      to: root.appendingPathComponent(Course.manifestPath))
    for step in manifest.steps {
      for side in [step.exercisePath, step.solutionPath] {
        try Fixtures.write("// \(step.id)\n", to: "\(side)/Code.swift", in: root)
      }
    }
    let course = try Course.load(root: root)
    var progress = CourseProgress(track: track)
    for step in course.steps.prefix(done) {
      progress.update(step) {
        $0.recordCheck(
          .passed, tally: CheckTally(passed: 5, total: 5, bugsCaught: 4, bugsExpected: 4),
          hash: course.exerciseHash(step), at: Date(timeIntervalSince1970: 1_800_000_000))
      }
    }
    return (course, progress)
  }

  func testThreeStepsSolved_AreThreeDone_AndTheJSONValidates() throws {
    let (course, progress) = try workshop(done: 3)
    let report = LearnerReport(course: course, progress: progress, learner: "Ada")

    XCTAssertEqual(report.doneCount, 3)
    XCTAssertEqual(report.steps.count, course.steps.count)
    XCTAssertEqual(report.steps[0].firstDoneAt, Date(timeIntervalSince1970: 1_800_000_000))
    XCTAssertEqual(report.steps[0].checksPassed, 5)
    XCTAssertEqual(report.steps[3].state, "not_started")
    let json = try jsonText(report)
    XCTAssertEqual(
      try GradingFixtures.schema(named: "learner-report").problems(in: Data(json.utf8)), [], json)
  }

  func testTheTable_ShowsStateChecksBugsAndWhenFirstDone() throws {
    let (course, progress) = try workshop(done: 1)
    let lines = LearnerReport(course: course, progress: progress, learner: "Ada")
      .lines(markdown: false)

    XCTAssertEqual(lines[0], "Workshop report · Ada · every step · 1 of 14 done")
    XCTAssertEqual(lines[3].split(separator: " ", omittingEmptySubsequences: true).first, "01")
    XCTAssertTrue(lines[3].contains("done"), lines[3])
    XCTAssertTrue(lines[3].hasSuffix("5/5     4/4          2027-01-15 08:00"), lines[3])
  }

  func testWithATrack_TheTableShowsItsStepsOnly_AndTheJSONMarksThem() throws {
    let (course, progress) = try workshop(done: 0, track: "one-day")
    let report = LearnerReport(course: course, progress: progress, learner: nil)

    XCTAssertEqual(report.track, "one-day")
    XCTAssertEqual(
      report.trackSteps.map(\.number), ["01", "02", "03", "05", "06", "08", "09", "10", "13", "14"])
    XCTAssertFalse(report.steps[3].inTrack)
    let markdown = report.lines(markdown: true)
    XCTAssertEqual(markdown[0], "## Workshop report · track one-day · 0 of 10 done")
    XCTAssertFalse(markdown.contains { $0.hasPrefix("| 04 ") }, markdown.joined(separator: "\n"))
  }

  func testAFileThatIsNotAReport_IsNamedInTheError() throws {
    let folder = try Fixtures.emptyFolder(for: self)
    let file = folder.appendingPathComponent("ada.json")
    try Data("{\"steps\": 3}".utf8).write(to: file)
    XCTAssertThrowsError(try LearnerReport(contentsOf: file)) { error in
      XCTAssertEqual(
        (error as? CourseError)?.message,
        "\(file.path) is not a report written by `workshop report --format json`.")
    }
  }

  func testTheClassTable_OfThreeReports_IsThreeLearnersByFourteenSteps() throws {
    let reports = try [0, 3, 14].map { done -> (String, LearnerReport) in
      let (course, progress) = try workshop(done: done)
      return ("learner-\(done)", LearnerReport(course: course, progress: progress, learner: nil))
    }
    let lines = ClassTable(reports: reports.map { ($0.0, $0.1) }).lines(markdown: false)

    let header = lines[0].split(separator: " ").map(String.init)
    XCTAssertEqual(header, ["Learner"] + (1...14).map { String(format: "%02d", $0) } + ["Done"])
    XCTAssertEqual(lines[1].split(separator: " ").first, "learner-0")
    XCTAssertEqual(lines[1].filter { $0 == "·" }.count, 14)
    XCTAssertEqual(lines[2].filter { $0 == "✓" }.count, 3)
    XCTAssertTrue(lines[2].contains("✓4/4"), lines[2])
    XCTAssertTrue(lines[3].hasSuffix("14/14"), lines[3])
    XCTAssertEqual(lines[4].split(separator: " ")[1], "2", "two learners are done with step 01")
  }
}
