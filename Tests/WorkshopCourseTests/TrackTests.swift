import Foundation
import XCTest

@testable import WorkshopCourse

final class TrackTests: XCTestCase {
  func testTracks_ComeFromTheManifest_InCourseOrder() throws {
    let course = try Course.load(root: try Fixtures.course(for: self))
    XCTAssertEqual(course.tracks.map(\.name), ["tests-only"])
    XCTAssertEqual(course.tracks[0].steps.map(\.number), ["02", "03"])
    XCTAssertEqual(course.steps[0].tracks, [], "a step without \"tracks\" is on none")
  }

  func testAnUnknownTrack_IsAUsageErrorListingTheTracks() throws {
    let course = try Course.load(root: try Fixtures.course(for: self))
    XCTAssertNil(try course.track(named: "all"), "all is the whole course")
    XCTAssertThrowsError(try course.track(named: "test-only")) { error in
      XCTAssertEqual(
        (error as? UsageError)?.message,
        "There is no track 'test-only'. The tracks are: tests-only, all. Did you mean 'tests-only'?"
      )
    }
  }

  func testATrackNamedAll_IsRefusedByTheManifest() throws {
    let root = try Fixtures.course(for: self)
    try Fixtures.write(
      #"[{"id": "a", "folder": "01-A", "title": "A", "module": "A", "tracks": ["all"]}]"#,
      to: "Exercises/steps.json", in: root)
    XCTAssertThrowsError(try Course.load(root: root)) { error in
      XCTAssertTrue((error as? CourseError)?.message.contains("'all'") ?? false, "\(error)")
    }
  }

  func testTheChosenTrack_LimitsTheStatuses_AndIsKeptInTheProgressFile() throws {
    let root = try Fixtures.course(for: self)
    let course = try Course.load(root: root)
    try ProgressStore(root: root).update(for: course.steps) { $0.track = "tests-only" }
    let (progress, _) = ProgressStore(root: root).load(for: course.steps)

    XCTAssertEqual(progress.track, "tests-only")
    XCTAssertEqual(course.trackStatuses(with: progress).map(\.step.number), ["02", "03"])
    XCTAssertEqual(nextStep(in: course.trackStatuses(with: progress))?.number, "02")
  }

  func testATrackTheManifestNoLongerHas_MeansEveryStep() throws {
    let course = try Course.load(root: try Fixtures.course(for: self))
    let progress = CourseProgress(track: "gone")
    XCTAssertNil(course.chosenTrack(in: progress))
    XCTAssertEqual(course.trackStatuses(with: progress).count, 3)
  }

  func testATrackTheManifestDoesNotHave_IsNamedWithHowToChooseOne() throws {
    let course = try Course.load(root: try Fixtures.course(for: self))
    let notice = try XCTUnwrap(course.unknownTrackNotice(in: CourseProgress(track: "gone")))
    XCTAssertTrue(notice.contains("names the track 'gone', which this course does not"), notice)
    let known = (course.tracks.map(\.name) + ["all"]).joined(separator: ", ")
    XCTAssertTrue(
      notice.contains("Choose a track (\(known)) with `swift run workshop track <name>`."), notice)
    XCTAssertNil(course.unknownTrackNotice(in: CourseProgress(track: course.tracks[0].name)))
    XCTAssertNil(course.unknownTrackNotice(in: CourseProgress()))
  }

  func testTheNextStep_GoesOnAlongTheTrack_FromTheStepCheckedLast() throws {
    let root = try Fixtures.course(for: self)
    let course = try Course.load(root: root)
    var progress = CourseProgress(track: "tests-only")
    XCTAssertEqual(course.nextStep(with: progress)?.number, "02", "the track's first step")
    // A step off the track, checked last, leads to the track's next step after it.
    progress.update(course.steps[0]) {
      $0.recordCheck(.failed, tally: nil, hash: "h", at: Date(timeIntervalSince1970: 1))
    }
    XCTAssertEqual(course.nextStep(with: progress)?.number, "02")
    progress.track = nil
    XCTAssertEqual(course.nextStep(with: progress)?.number, "01", "every step: the failing one")
  }

  func testTheProgressRecord_KeepsWhenFirstDoneAndTheLastTally() throws {
    let store = ProgressStore(root: try Fixtures.emptyFolder(for: self))
    let step = Step(id: "a", folder: "01-A", title: "A", module: "A")
    let first = Date(timeIntervalSince1970: 1_800_000_000)
    var progress = CourseProgress(track: "one-day")
    progress.update(step) {
      $0.recordCheck(.passed, tally: CheckTally(passed: 3, total: 3), hash: "h1", at: first)
      $0.recordCheck(
        .failed, tally: CheckTally(passed: 2, total: 3, bugsCaught: 1, bugsExpected: 2),
        hash: "h2", at: first.addingTimeInterval(60))
      $0.recordCheck(.passed, tally: nil, hash: "h3", at: first.addingTimeInterval(120))
    }
    try store.save(progress)
    let loaded = store.load(for: [step]).progress

    XCTAssertEqual(loaded, progress)
    let record = loaded.record(for: step)
    XCTAssertEqual(record.firstDoneAt, first, "the first pass, not the last")
    XCTAssertEqual(record.passedHash, "h3")
    XCTAssertEqual(record.tally, CheckTally(passed: 2, total: 3, bugsCaught: 1, bugsExpected: 2))
    XCTAssertEqual(loaded.track, "one-day")
  }
}
