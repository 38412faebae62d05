import Foundation
import WorkshopCore
import XCTest

final class ProgressStoreTests: XCTestCase {
  let steps = [
    Step(id: "pure-reducers", folder: "01-PureReducers", title: "One", module: "A"),
    Step(id: "file-client", folder: "02-FileClient", title: "Two", module: "B"),
  ]

  func testSaveThenLoad_RoundTrips() throws {
    let store = ProgressStore(root: try Fixtures.emptyFolder(for: self))
    var progress = CourseProgress()
    progress.update(steps[1]) {
      $0.lastResult = .passed
      $0.passedHash = "0123"
      $0.hintsShown = 2
      $0.checkedAt = Date(timeIntervalSince1970: 1_800_000_000)
    }
    try store.save(progress)
    let (loaded, notice) = store.load(for: steps)
    XCTAssertNil(notice)
    XCTAssertEqual(loaded, progress)
  }

  func testMissingFile_IsAFreshStartWithoutANotice() throws {
    let (progress, notice) = ProgressStore(root: try Fixtures.emptyFolder(for: self)).load(
      for: steps)
    XCTAssertEqual(progress, CourseProgress())
    XCTAssertNil(notice)
  }

  func testCorruptFile_IsKeptAsideWithANoticeAndProgressStartsAfresh() throws {
    let root = try Fixtures.emptyFolder(for: self)
    try Fixtures.write("{\"format\": 1, \"steps\": {", to: ".workshop/progress.json", in: root)
    let (progress, notice) = ProgressStore(root: root).load(for: steps)
    XCTAssertEqual(progress, CourseProgress())
    XCTAssertTrue(notice?.contains("could not be read") ?? false)
    let kept = try FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent(".workshop").path)
    XCTAssertEqual(
      kept.filter { $0.hasPrefix("progress.corrupt-") && $0.hasSuffix(".json") }.count, 1)
    XCTAssertFalse(kept.contains("progress.json"))
  }

  func testFormatZero_KeyedByFolderOrNumber_MovesToIds() throws {
    let root = try Fixtures.emptyFolder(for: self)
    try Fixtures.write(
      #"{"steps": {"01-PureReducers": {"lastResult": "passed", "passedHash": "aa"}, "#
        + #""02": {"hintsShown": 3}}}"#,
      to: ".workshop/progress.json", in: root)
    let (progress, _) = ProgressStore(root: root).load(for: steps)
    XCTAssertEqual(progress.format, CourseProgress.currentFormat)
    XCTAssertEqual(progress.steps.keys.sorted(), ["file-client", "pure-reducers"])
    XCTAssertEqual(progress.record(for: steps[0]).lastResult, .passed)
    XCTAssertEqual(progress.record(for: steps[1]).hintsShown, 3)
  }

  func testRecordOfARenamedId_IsFoundAgainByItsFolder() {
    let old = CourseProgress(steps: ["effects": StepRecord(folder: "02-FileClient", hintsShown: 1)])
    let migrated = old.migrated(to: steps)
    XCTAssertEqual(migrated.steps.keys.sorted(), ["file-client"])
    XCTAssertEqual(migrated.record(for: steps[1]).hintsShown, 1)
  }

  func testNumberKeysInTheCurrentFormat_AreNotGuessedAt() {
    // NB: a number names a position, which moves when steps are added; only format 0 used them.
    let progress = CourseProgress(steps: ["02": StepRecord(hintsShown: 1)]).migrated(to: steps)
    XCTAssertEqual(progress.steps.keys.sorted(), ["02"])
  }

  func testRecordsOfUnknownSteps_AreKept() {
    let progress = CourseProgress(steps: ["removed-step": StepRecord(lastResult: .passed)])
      .migrated(to: steps)
    XCTAssertEqual(progress.steps["removed-step"]?.lastResult, .passed)
  }

  func testRecordFields_AreReadLeniently() throws {
    let root = try Fixtures.emptyFolder(for: self)
    try Fixtures.write(
      #"{"format": 1, "steps": {"file-client": "#
        + #"{"lastResult": "exploded", "hintsShown": -4, "extra": true}}}"#,
      to: ".workshop/progress.json", in: root)
    let (progress, notice) = ProgressStore(root: root).load(for: steps)
    XCTAssertNil(notice)
    XCTAssertNil(progress.record(for: steps[1]).lastResult)
    XCTAssertEqual(progress.record(for: steps[1]).hintsShown, 0)
  }

  func testUpdate_LoadsChangesAndSaves() throws {
    let store = ProgressStore(root: try Fixtures.emptyFolder(for: self))
    try store.update(for: steps) { $0.update(self.steps[0]) { $0.hintsShown = 1 } }
    try store.update(for: steps) { $0.update(self.steps[0]) { $0.hintsShown += 1 } }
    XCTAssertEqual(store.load(for: steps).progress.record(for: steps[0]).hintsShown, 2)
  }
}
