import Foundation
import XCTest

@testable import WorkshopCourse

final class StepStatusTests: XCTestCase {
  func testState_FollowsTheRecordAndTheFiles() {
    let passed = StepRecord(lastResult: .passed, passedHash: "abc")
    XCTAssertEqual(
      stepState(record: StepRecord(), currentHash: "abc", isAvailable: true), .notStarted)
    XCTAssertEqual(
      stepState(record: StepRecord(lastResult: .failed), currentHash: "abc", isAvailable: true),
      .failing)
    XCTAssertEqual(stepState(record: passed, currentHash: "abc", isAvailable: true), .done)
    XCTAssertEqual(
      stepState(record: passed, currentHash: "def", isAvailable: true), .changedSinceDone)
    XCTAssertEqual(stepState(record: passed, currentHash: nil, isAvailable: false), .unavailable)
  }

  func testAFailedStepWhoseFilesChangedSince_IsNoLongerCalledFailing() {
    var failed = StepRecord()
    failed.recordCheck(.failed, tally: nil, hash: "abc", at: Date())
    XCTAssertEqual(stepState(record: failed, currentHash: "abc", isAvailable: true), .failing)
    XCTAssertEqual(
      stepState(record: failed, currentHash: "def", isAvailable: true), .changedSinceFailing,
      "edited or restored since the check: not known to fail")
    XCTAssertEqual(
      stepState(record: StepRecord(lastResult: .failed), currentHash: "def", isAvailable: true),
      .failing, "a record written before the hash was kept stays as it was")
    XCTAssertEqual(StepState.changedSinceFailing.label, "failed, then changed: check again")
  }

  func testAPassingStepBrokenThenRestoredToTheSameFiles_IsDoneAgain() {
    var record = StepRecord()
    // Passed, broken and checked, then the passing file put back byte for byte.
    record.recordCheck(.passed, tally: nil, hash: "passing", at: Date())
    record.recordCheck(.failed, tally: nil, hash: "broken", at: Date())
    XCTAssertEqual(stepState(record: record, currentHash: "broken", isAvailable: true), .failing)
    XCTAssertEqual(stepState(record: record, currentHash: "passing", isAvailable: true), .done)
    XCTAssertEqual(
      stepState(record: record, currentHash: "other", isAvailable: true), .changedSinceFailing)
  }

  func testStatuses_AndNextStep_SkipDoneAndUnavailableSteps() throws {
    let course = try Course.load(root: try Fixtures.course(for: self))
    var progress = CourseProgress()
    progress.update(course.steps[0]) {
      $0.lastResult = .passed
      $0.passedHash = course.exerciseHash(course.steps[0])
    }
    let statuses = course.statuses(with: progress)
    XCTAssertEqual(statuses.map(\.state), [.done, .notStarted, .unavailable])
    XCTAssertEqual(nextStep(in: statuses)?.id, "tally")
  }

  func testEditingADoneStep_AsksForACheckAgain() throws {
    let root = try Fixtures.course(for: self)
    let course = try Course.load(root: root)
    var progress = CourseProgress()
    progress.update(course.steps[0]) {
      $0.lastResult = .passed
      $0.passedHash = course.exerciseHash(course.steps[0])
    }
    try Fixtures.write("// more\n", to: "Exercises/01-Counter/Notes.swift", in: root)
    XCTAssertEqual(course.statuses(with: progress)[0].state, .changedSinceDone)
    XCTAssertEqual(nextStep(in: course.statuses(with: progress))?.id, "counter")
  }

  func testNextStep_GoesOnFromWhereTheLearnerIs_NeverBackToTheStartWhileLaterStepsAreOpen() {
    let steps = (1...5).map { Step(id: "s\($0)", folder: "0\($0)-S", title: "S", module: "S") }
    func next(_ states: [StepState], from anchor: Int?) -> String? {
      nextStep(
        in: zip(steps, states).map { StepStatus(step: $0, state: $1) },
        from: anchor.map { steps[$0 - 1] })?.id
    }
    let skippedAhead: [StepState] = [.notStarted, .notStarted, .done, .failing, .notStarted]
    XCTAssertEqual(next(skippedAhead, from: 4), "s4", "a failing step is where the learner is")
    XCTAssertEqual(next(skippedAhead, from: 3), "s4")
    XCTAssertEqual(next(skippedAhead, from: nil), "s1", "with no step checked yet, the start")
    let lastOpenAreEarlier: [StepState] = [.notStarted, .done, .done, .done, .done]
    XCTAssertEqual(next(lastOpenAreEarlier, from: 5), "s1", "then the open steps before it")
    XCTAssertEqual(next([.done, .done, .unavailable, .notStarted, .done], from: 2), "s4")
  }

  func testLastChecked_IsTheStepWithTheNewestCheck() {
    let steps = (1...3).map { Step(id: "s\($0)", folder: "0\($0)-S", title: "S", module: "S") }
    var progress = CourseProgress()
    XCTAssertNil(progress.lastChecked(in: steps))
    progress.update(steps[2]) { $0.checkedAt = Date(timeIntervalSince1970: 100) }
    progress.update(steps[0]) { $0.checkedAt = Date(timeIntervalSince1970: 200) }
    XCTAssertEqual(progress.lastChecked(in: steps)?.id, "s1")
  }

  func testNextStep_IsNilWhenEverythingAvailableIsDone() {
    let step = Step(id: "a", folder: "01-A", title: "A", module: "A")
    let other = Step(id: "b", folder: "02-B", title: "B", module: "B")
    XCTAssertNil(
      nextStep(in: [
        StepStatus(step: step, state: .done), StepStatus(step: other, state: .unavailable),
      ]))
  }
}
