import Foundation
import WorkshopCore
import XCTest

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

  func testNextStep_IsNilWhenEverythingAvailableIsDone() {
    let step = Step(id: "a", folder: "01-A", title: "A", module: "A")
    let other = Step(id: "b", folder: "02-B", title: "B", module: "B")
    XCTAssertNil(
      nextStep(in: [
        StepStatus(step: step, state: .done), StepStatus(step: other, state: .unavailable),
      ]))
  }
}
