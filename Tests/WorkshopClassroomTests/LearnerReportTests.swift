import Foundation
import WorkshopJudge
import WorkshopLocalization
import XCTest

@testable import WorkshopClassroom
@testable import WorkshopCourse

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

  func testInAWideTerminal_TheTable_ShowsStateChecksBugsAndWhenFirstDone() throws {
    let (course, progress) = try workshop(done: 1)
    let lines = LearnerReport(course: course, progress: progress, learner: "Ada")
      .lines(width: 200)

    XCTAssertEqual(
      lines[0], "Workshop report · Ada · every step · 1 of \(course.steps.count) done")
    XCTAssertEqual(lines[3].split(separator: " ", omittingEmptySubsequences: true).first, "01")
    XCTAssertTrue(lines[3].contains("done"), lines[3])
    XCTAssertTrue(lines[3].hasSuffix("5/5     4/4          2027-01-15 08:00"), lines[3])
  }

  func testAt80Columns_EveryLine_FitsInEveryLanguage_AndNothingIsLost() throws {
    defer { Localizer.shared.configure(.english, catalog: Catalog(strings: [:])) { _ in } }
    let (course, progress) = try workshop(done: 3)
    var report = LearnerReport(course: course, progress: progress, learner: "Ada Lovelace")
    // The widest cells a report has: the longest state, two-digit counts.
    report.steps[3].state = "changed_since_failing"
    report.steps[3].checksPassed = 11
    report.steps[3].checksTotal = 12
    report.steps[3].bugsCaught = 3
    report.steps[3].bugsExpected = 4
    for language in [Language.english] + Language.translations {
      Localizer.shared.configure(language, root: GradingFixtures.packageRoot) { _ in }
      let lines = report.lines(width: 80)
      let document = lines.joined(separator: "\n")

      XCTAssertEqual(lines.filter { displayWidth($0) > 80 }, [], "\(language.code)")
      // Every step's title, whole, and every value a check recorded.
      for step in report.steps {
        let title = Localizer.shared.stepTitle(id: step.id, english: step.title)
        XCTAssertTrue(document.contains(title), "\(language.code): \(title)\n\(document)")
      }
      for value in ["5/5", "4/4", "11/12", "3/4", "2027-01-15 08:00"] {
        XCTAssertTrue(document.contains(value), "\(language.code): \(value)\n\(document)")
      }
      XCTAssertTrue(
        document.contains(localized("changed since failing")), "\(language.code)\n\(document)")
    }
  }

  func testInANarrowTerminal_TitlesAreCut_AndTheRestWrapsWithinTheWidth() throws {
    let (course, progress) = try workshop(done: 2)
    let lines = LearnerReport(course: course, progress: progress, learner: "Ada")
      .lines(width: 40)

    XCTAssertEqual(lines.filter { displayWidth($0) > 40 }, [])
    XCTAssertTrue(
      lines.contains("03  A FileClient whose save is Effect<N…"), lines.joined(separator: "\n"))
    // Under the title, what the step's last check found: each value whole on its line.
    let facts = lines.drop { !$0.hasPrefix("01  ") }.dropFirst().prefix { $0.hasPrefix("    ") }
    XCTAssertEqual(
      Array(facts),
      ["    done · checks 5/5 · bugs caught 4/4", "    first done 2027-01-15 08:00"])
  }

  func testTheHeading_ShowsTheNameItWasGiven_Escaped_OrNoneWhenItIsBlank() throws {
    let (course, progress) = try workshop(done: 1)
    // A name with a line break: in Markdown, a table row of its own.
    for markdown in [false, true] {
      let report = LearnerReport(
        course: course, progress: progress, learner: "Ada\n| 99 | Fake | done |")
      let lines = markdown ? report.markdownLines() : report.lines(width: 200)
      let document = lines.joined(separator: "\n")
      XCTAssertFalse(
        document.split(separator: "\n").contains { $0.hasPrefix("| 99") }, document)
      XCTAssertTrue(lines[0].contains(#"Ada\n| 99 | Fake | done |"#), lines[0])
    }
    for blank in ["", "  "] {
      let heading = LearnerReport(course: course, progress: progress, learner: blank)
        .lines(width: 80)[0]
      XCTAssertEqual(heading, "Workshop report · every step · 1 of \(course.steps.count) done")
    }
  }

  func testWithATrack_TheTableShowsItsStepsOnly_AndTheJSONMarksThem() throws {
    let (course, progress) = try workshop(done: 0, track: "one-day")
    let report = LearnerReport(course: course, progress: progress, learner: nil)

    XCTAssertEqual(report.track, "one-day")
    XCTAssertEqual(
      report.trackSteps.map(\.number),
      ["01", "02", "03", "05", "06", "08", "09", "10", "13", "14", "15"])
    XCTAssertFalse(report.steps[3].inTrack)
    let markdown = report.markdownLines()
    XCTAssertEqual(markdown[0], "## Workshop report · track one-day · 0 of 11 done")
    XCTAssertFalse(markdown.contains { $0.hasPrefix("| 04 ") }, markdown.joined(separator: "\n"))
  }
}
