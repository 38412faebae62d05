import EffectKit
import Foundation
import WorkshopChecks
import XCTest

@testable import ShoppingList

/// Checks `assertSnapshot` in Tests/AssertSnapshot.swift: every path through it, with reference
/// files in a temporary folder, and the failures it reports captured instead of failing.
final class AssertSnapshotChecks: FailureCapturingTestCase {
  /// A fresh folder for this check's reference files, removed when it ends.
  private let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("assert-snapshot-checks-\(UUID().uuidString)")

  override func tearDown() {
    try? FileManager.default.removeItem(at: directory)
    super.tearDown()
  }

  /// The reference file an unnamed snapshot of the test `testName` uses in `directory`.
  private func reference(of testName: String = #function) -> URL {
    directory.appendingPathComponent(String(testName.dropLast(2)) + ".txt")
  }

  /// Writes a reference file, ending with a newline as committed files do.
  private func writeReference(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data((text + "\n").utf8).write(to: url)
  }

  // MARK: - TODO(3): assertSnapshot

  func testNoReference_RecordsTheTextAndFails() {
    let file = reference()

    let line = #line + 2
    let failures = captureFailures {
      assertSnapshot(of: "one\ntwo", record: false, snapshotDirectory: directory)
    }

    XCTAssertEqual(
      readSnapshot(at: file), "one\ntwo",
      "TODO(3): with no reference yet, record the text at the snapshot's file with "
        + "writeSnapshot(_:to:)")
    assertFailedOnceAtTheCaller(
      failures, line: line,
      "TODO(3): recording must fail the test once, at the caller's line: a test that passes "
        + "while recording has compared nothing")
    let said = failures.first?.message ?? localized("(nothing)")
    XCTAssertTrue(
      said.contains("recorded a new snapshot at \(file.path); re-run"),
      "TODO(3): the failure should say \"recorded a new snapshot at <path>; re-run\", with the "
        + "file's path; it said: \(said)")
  }

  func testMatchingReference_Passes() throws {
    let file = reference()
    try writeReference("one\ntwo", to: file)

    let failures = captureFailures {
      assertSnapshot(of: "one\ntwo", record: false, snapshotDirectory: directory)
    }

    XCTAssertTrue(
      failures.isEmpty,
      "TODO(3): when the text matches the reference (read it with readSnapshot(at:)), "
        + "assertSnapshot should not fail; it failed \(failures.count) time(s), first with: "
        + "\(failures.first?.message ?? "")")
    XCTAssertEqual(
      try String(contentsOf: file, encoding: .utf8), "one\ntwo\n",
      "TODO(3): a matching snapshot should leave the reference file alone")
  }

  func testDifferentReference_FailsWithTheDiffAndThePath() throws {
    let file = reference()
    try writeReference("one\ntwo", to: file)

    let line = #line + 2
    let failures = captureFailures {
      assertSnapshot(of: "one\nthree", record: false, snapshotDirectory: directory)
    }

    assertFailedOnceAtTheCaller(
      failures, line: line,
      "TODO(3): a text that differs from the reference should fail once, at the caller's line")
    let message = failures.first?.message ?? ""
    let diff = lineDiff(expected: "one\ntwo", actual: "one\nthree") ?? ""
    XCTAssertTrue(
      message.contains(diff),
      "TODO(3): the failure should show lineDiff(expected: reference, actual: text):\n\(diff)\n"
        + "but it said:\n\(message)")
    XCTAssertTrue(
      message.contains(file.path),
      "TODO(3): the failure should name the reference file, \(file.path); it said:\n\(message)")
    XCTAssertEqual(
      readSnapshot(at: file), "one\ntwo",
      "TODO(3): a mismatch must not touch the reference: only record mode overwrites it")
  }

  func testRecordMode_OverwritesTheReferenceAndFails() throws {
    let file = reference()
    try writeReference("old", to: file)

    let line = #line + 2
    let failures = captureFailures {
      assertSnapshot(of: "new", record: true, snapshotDirectory: directory)
    }

    XCTAssertEqual(
      readSnapshot(at: file), "new",
      "TODO(3): with record: true, write the text over the reference, whatever it held")
    assertFailedOnceAtTheCaller(
      failures, line: line,
      "TODO(3): recording fails the test, in record mode too, once, at the caller's line")
    let said = failures.first?.message ?? localized("(nothing)")
    XCTAssertTrue(
      said.contains("recorded a new snapshot at \(file.path); re-run"),
      "TODO(3): the failure should say \"recorded a new snapshot at <path>; re-run\"; it said: "
        + "\(said)")
  }

  func testRecordThenCompare_PassesOnlyWhileTheTextStaysTheSame() {
    let record = { (text: String) in
      self.captureFailures {
        assertSnapshot(of: text, record: false, snapshotDirectory: self.directory)
      }.count
    }

    let first = record("one\ntwo")
    let second = record("one\ntwo")
    let third = record("one\nthree")
    // NB: a mismatch leaves the reference as it was, so the change fails again.
    let fourth = record("one\nthree")

    XCTAssertEqual(
      [first, second, third, fourth], [1, 0, 1, 1],
      "TODO(3): the first run records and fails, the second compares with what it recorded and "
        + "passes, and a later change fails")
  }

  func testNamedSnapshots_KeepOneFileEach() {
    _ = captureFailures {
      assertSnapshot(of: "wide", named: "wide", record: false, snapshotDirectory: directory)
      assertSnapshot(of: "narrow", named: "narrow", record: false, snapshotDirectory: directory)
    }

    let base = directory.appendingPathComponent("testNamedSnapshots_KeepOneFileEach")
    XCTAssertEqual(
      [
        readSnapshot(at: base.appendingPathExtension("wide.txt")),
        readSnapshot(at: base.appendingPathExtension("narrow.txt")),
      ],
      ["wide", "narrow"],
      "TODO(3): record each snapshot at the file snapshotFile(in:testName:name:) names")
  }

  func testAReferenceThatCannotBeWritten_FailsOnceAtTheCaller() throws {
    // A file where the snapshot's folder should be: nothing can be recorded under it.
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let blocked = directory.appendingPathComponent("not-a-folder")
    try Data("a file".utf8).write(to: blocked)

    let line = #line + 2
    let failures = captureFailures {
      assertSnapshot(of: "one", record: false, snapshotDirectory: blocked)
    }

    assertFailedOnceAtTheCaller(
      failures, line: line,
      "TODO(3): when the snapshot cannot be recorded, fail once, at the caller's line, as every "
        + "failure of assertSnapshot")
  }

  // MARK: - The snapshot files, which this step gives you

  func testWriteSnapshot_EndsTheFileWithANewline_WhichReadSnapshotLeavesOut() throws {
    let file = directory.appendingPathComponent("nested/testSomething.txt")

    try writeSnapshot("one\ntwo", to: file)

    XCTAssertEqual(
      try String(contentsOf: file, encoding: .utf8), "one\ntwo\n",
      "a snapshot file is a text file, so its text ends with one newline")
    XCTAssertEqual(readSnapshot(at: file), "one\ntwo", "the newline is not part of the snapshot")
    try Data("written by hand".utf8).write(to: file)
    XCTAssertEqual(
      readSnapshot(at: file), "written by hand", "a file without the newline still reads whole")
  }

  // MARK: - Helpers

  /// Fails with `message` and what happened instead, unless `failures` is one failure reported
  /// at `line` of this file: the caller's file and line, which `assertSnapshot` must pass on to
  /// `XCTFail`.
  private func assertFailedOnceAtTheCaller(
    _ failures: [CapturedFailure], line: Int, _ message: String,
    file: StaticString = #filePath, callerLine: UInt = #line
  ) {
    let callerFile = URL(fileURLWithPath: "\(file)").lastPathComponent
    guard failures.count != 1 || failures[0].line != line || failures[0].fileName != callerFile
    else { return }
    let happened: String
    if failures.isEmpty {
      happened = "it did not fail at all"
    } else if failures.count > 1 {
      happened = "it failed \(failures.count) times, and it should fail only once"
    } else {
      happened =
        "it failed at \(failures[0].fileName):\(failures[0].line), not at the caller's "
        + "\(callerFile):\(line): give assertSnapshot `file: StaticString = #filePath, line: "
        + "UInt = #line` parameters and pass both to XCTFail"
    }
    XCTFail("\(message); \(happened)", file: file, line: callerLine)
  }
}
