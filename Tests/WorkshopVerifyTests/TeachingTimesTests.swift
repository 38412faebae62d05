import Foundation
import WorkshopCourse
import XCTest

@testable import WorkshopClassroom

/// Docs/TEACHING.md states times made from Docs/timings.json, and plans made from them.
final class TeachingTimesTests: XCTestCase {
  private let root = Fixtures.testsFolder.deletingLastPathComponent()

  func testTeaching_StatesTheMeasuredTimesAndTheDay_AsTheDataMakesThem() throws {
    let course = try Course.load(root: root)
    let times = TeachingTimes(course: course, timings: try Timings.load(root: root))
    let lines = try String(
      contentsOf: root.appendingPathComponent("Docs/TEACHING.md"), encoding: .utf8
    ).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for name in ["steps", "setup", "one-day"] {
      let expected = try XCTUnwrap(times.part(name), name)
      let start = try XCTUnwrap(
        lines.firstIndex(of: TeachingTimes.begin(name)), "no \(TeachingTimes.begin(name))")
      let end = try XCTUnwrap(lines[start...].firstIndex(of: TeachingTimes.end), name)
      XCTAssertEqual(
        Array(lines[(start + 1)..<end]), expected,
        "Docs/TEACHING.md's \(name) should read:\n" + expected.joined(separator: "\n"))
    }
  }

  func testTheTimings_NameTheirClones_AndTimeEveryStepBothWays() throws {
    let timings = try Timings.load(root: root)
    let course = try Course.load(root: root)
    let clones = Set(timings.clones.map(\.name))
    XCTAssertFalse(clones.isEmpty)
    for run in timings.machine {
      XCTAssertTrue(clones.contains(run.clone), run.what)
      XCTAssertGreaterThan(run.seconds, 0, run.what)
    }
    for step in course.steps {
      for what in ["check \(step.number) as shipped", "check \(step.number) solved"] {
        XCTAssertFalse(timings.runs(of: what).isEmpty, what)
      }
    }
    for (number, minutes) in timings.learners {
      XCTAssertTrue(course.steps.contains { $0.number == number }, number)
      XCTAssertTrue(minutes.allSatisfy { $0 >= 0 }, number)
    }
  }

  func testTheOneDayCuts_TheGuideSuggests_LeaveOnly14And15Out() throws {
    // 08 with its store handed out (its tasks but the two tests, 6 minutes a task by the
    // estimate), and 10 as homework.
    let course = try Course.load(root: root)
    let timings = try Timings.load(root: root)
    let track = try XCTUnwrap(try course.track(named: "one-day"))
    let store = StepCounts(step: try course.step(named: "08"), course: course)
    XCTAssertEqual(6 * (store.tasks - store.testTasks), 24, "the guide says 24 minutes")
    let day = DayPlan(steps: track.steps.filter { $0.number != "10" }) { step in
      LearnerMinutes(of: step, in: course, timings: timings).minutes
        - (step.number == "08" ? 6 * (store.tasks - store.testTasks) : 0)
    }
    XCTAssertEqual(day.leftOut.map(\.step.number), ["14", "15"])
  }

  func testLearnerMinutes_AreTheMedianOfRecordedRuns_ElseTheLessonsEstimate() throws {
    let course = try Course.load(root: root)
    let step = try course.step(named: "01")
    var timings = Timings(about: "", clones: [], machine: [], learners: [:])
    let estimate = LearnerMinutes(of: step, in: course, timings: timings)
    XCTAssertTrue(estimate.isEstimate)
    XCTAssertEqual(estimate.minutes % 5, 0, "to the nearest five minutes")

    timings.learners["01"] = [50, 20, 31]
    XCTAssertEqual(
      LearnerMinutes(of: step, in: course, timings: timings), LearnerMinutes(minutes: 31, runs: 3))
    timings.learners["01"] = [20, 31, 50, 60]
    XCTAssertEqual(
      LearnerMinutes(of: step, in: course, timings: timings), LearnerMinutes(minutes: 41, runs: 4))
  }

  func testADay_PausesAfter80MinutesOfWork_LunchesFromNoon_AndLeavesOutWhatDoesNotFit() throws {
    let course = try Course.load(root: root)
    let day = DayPlan(steps: course.steps) { _ in 50 }

    let labels = day.slots.map { $0.step?.number ?? $0.label }
    XCTAssertEqual(labels.prefix(4), ["welcome", "01", "02", "break"])
    XCTAssertTrue(labels.contains("lunch"))
    let lunch = try XCTUnwrap(day.slots.first { $0.label == "lunch" })
    XCTAssertGreaterThanOrEqual(lunch.start, 12 * 60)
    XCTAssertLessThanOrEqual(
      day.slots.last.map { $0.start + $0.minutes } ?? 0, DayPlan.dayEnd, "the day ends on time")
    XCTAssertEqual(day.workMinutes + day.leftOut.count * 50, course.steps.count * 50)
    XCTAssertFalse(day.leftOut.isEmpty, "fourteen steps of 50 minutes are more than a day")
    XCTAssertEqual(DayPlan(steps: Array(course.steps.prefix(2))) { _ in 30 }.leftOut.count, 0)
    XCTAssertEqual(DayPlan.clock(9 * 60 + 5), "09:05")
  }

  func testClassTimes_GiveEachStepsRunsAndMedian_AndTheJSONForTheTimings() {
    func report(_ minutes: Double?) -> LearnerReport {
      LearnerReport(
        version: 1, learner: nil, generatedAt: Date(), track: nil,
        steps: [
          .init(
            number: "01", id: "a", title: "A", inTrack: true, state: "done", hintsShown: 0,
            minutesToGreen: minutes)
        ])
    }
    let times = ClassTimes(reports: [report(30), report(nil), report(12.5)])
    XCTAssertEqual(times.minutes, ["01": [12.5, 30]])
    XCTAssertEqual(times.lines[2].split(separator: " "), ["01", "2", "21.2"])
    XCTAssertEqual(times.lines.last, #"{"01":[12.5,30]}"#)
    XCTAssertEqual(ClassTimes(reports: [report(nil)]).lines.count, 1)
  }
}
