import Foundation
import XCTest

@testable import WorkshopCourse

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

  func testUpdatesAtOnce_FromStoresOfTheirOwn_AreAllKept() throws {
    let root = try Fixtures.emptyFolder(for: self)
    let steps = self.steps
    DispatchQueue.concurrentPerform(iterations: 40) { _ in
      do {
        try ProgressStore(root: root).update(for: steps) { progress in
          progress.update(steps[0]) { $0.hintsShown += 1 }
        }
      } catch {
        XCTFail("\(error)")
      }
    }
    XCTAssertEqual(
      ProgressStore(root: root).load(for: steps).progress.record(for: steps[0]).hintsShown, 40,
      "every read-change-write sees the one before it")
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

  func testAFileFarLargerThanAnyRecord_IsNotReadWhole_ButMovedAside() throws {
    // A record the workshop wrote, after megabytes of blank space that JSON would skip.
    let root = try Fixtures.emptyFolder(for: self)
    let store = ProgressStore(root: root)
    var progress = CourseProgress()
    progress.update(steps[0]) { $0.hintsShown = 3 }
    try store.save(progress)
    let record = try Data(contentsOf: store.fileURL)
    try (Data(repeating: 0x20, count: 8 << 20) + record).write(to: store.fileURL)

    let (loaded, notice) = store.load(for: steps)
    XCTAssertEqual(loaded, CourseProgress(), "the file was read whole")
    XCTAssertTrue(notice?.contains("it is not a progress record") ?? false, notice ?? "no notice")
    XCTAssertFalse(FileManager.default.fileExists(atPath: store.fileURL.path))
  }

  func testAFIFOAsTheProgressFile_IsNamedAsOne_MovedAside_AndNeverReadFrom() throws {
    let root = try Fixtures.emptyFolder(for: self)
    let folder = root.appendingPathComponent(".workshop")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    XCTAssertEqual(mkfifo(folder.appendingPathComponent("progress.json").path, 0o644), 0)
    // NB: a read of a FIFO without a writer would wait for ever; the reader must not be asked.
    let notice = try noticeOfAHintRecorded(in: root)

    XCTAssertEqual(
      notice,
      "Your progress file (.workshop/progress.json) could not be read (it is a FIFO (a named "
        + "pipe), not a file), so progress starts afresh. The old one is kept as "
        + ".workshop/progress.corrupt-TIME.json: delete it unless you put it there on purpose.")
    XCTAssertEqual(
      ProgressStore(root: root).load(for: steps).progress.record(for: steps[0]).hintsShown, 1)
  }

  func testFileWithoutReadPermission_IsMovedAsideWithTheFixThenReplaced() throws {
    let root = try Fixtures.emptyFolder(for: self)
    try Fixtures.write(#"{"format": 1, "steps": {}}"#, to: ".workshop/progress.json", in: root)
    // NB: as root every file is readable, so the reader fails as it would for anyone else.
    let notice = try noticeOfAHintRecorded(in: root)

    XCTAssertEqual(
      notice,
      "Your progress file (.workshop/progress.json) could not be read (permission denied), so "
        + "progress starts afresh. The old one is kept as .workshop/progress.corrupt-TIME.json: "
        + "to get your record back, make it readable (`chmod u+rw` it) and move it back to "
        + ".workshop/progress.json.")
    let folder = root.appendingPathComponent(".workshop")
    let backup = try XCTUnwrap(
      FileManager.default.contentsOfDirectory(atPath: folder.path)
        .first { $0.hasPrefix("progress.corrupt-") })
    XCTAssertEqual(
      try String(contentsOf: folder.appendingPathComponent(backup), encoding: .utf8),
      #"{"format": 1, "steps": {}}"#, "the unreadable file is kept as it was")
    let reloaded = ProgressStore(root: root).load(for: steps).progress
    XCTAssertEqual(reloaded.record(for: steps[0]).hintsShown, 1, "the new file is written")
  }

  func testSave_WhereTheFolderCannotBe_ThrowsAReadableMessage() throws {
    let root = try Fixtures.emptyFolder(for: self)
    try Fixtures.write("not a folder", to: ".workshop", in: root)
    XCTAssertThrowsError(try ProgressStore(root: root).save(CourseProgress())) { error in
      let message = (error as? EnvironmentError)?.message ?? "\(error)"
      XCTAssertTrue(
        message.hasPrefix("Could not save your progress in .workshop/progress.json: "), message)
      XCTAssertTrue(message.hasSuffix(": something of that name is in the way."), message)
      XCTAssertFalse(message.contains("Domain"), message)
    }
  }

  func testReadableDescription_OfFoundationErrors_IsAPlainReason() {
    XCTAssertEqual(readableDescription(of: CocoaError(.fileReadNoPermission)), "permission denied")
    XCTAssertEqual(readableDescription(of: CocoaError(.fileWriteOutOfSpace)), "the disk is full")
    let isAFolder = NSError(
      domain: NSCocoaErrorDomain, code: 512,
      userInfo: [
        NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(EISDIR)),
        NSFilePathErrorKey: "/course/.workshop/progress.json",
      ])
    XCTAssertEqual(
      readableDescription(of: isAFolder), "is a directory (/course/.workshop/progress.json)")
    XCTAssertEqual(readableReason(of: isAFolder), "is a directory")
    let notAFolder = NSError(
      domain: NSCocoaErrorDomain, code: 512,
      userInfo: [NSUnderlyingErrorKey: POSIXError(.ENOTDIR)])
    XCTAssertEqual(readableDescription(of: notAFolder), "not a directory")
    XCTAssertEqual(
      readableDescription(of: NSError(domain: NSCocoaErrorDomain, code: 4242)),
      "the file system refused (error 4242)")
    XCTAssertEqual(readableDescription(of: EnvironmentError("No git.")), "No git.")
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

  /// Records a hint with a store whose reads fail as an unreadable file's do, and returns its
  /// notice with the time in the backup's name as `TIME`.
  private func noticeOfAHintRecorded(in root: URL) throws -> String? {
    let store = ProgressStore(
      root: root, readFile: { _ in throw CocoaError(.fileReadNoPermission) })
    let notice = try store.update(for: steps) { $0.update(self.steps[0]) { $0.hintsShown = 1 } }
    return notice?.replacingOccurrences(
      of: #"corrupt-[0-9]{8}-[0-9]{6}"#, with: "corrupt-TIME", options: .regularExpression)
  }
}
