import EffectKit
import Foundation
import XCTest

/// Compares `text` with its reference snapshot, a text file kept next to the test, and fails
/// with a line diff when they differ.
///
/// The reference of `testEmptyList()` in `ShoppingListSnapshotTests.swift` is
/// `__Snapshots__/ShoppingListSnapshotTests/testEmptyList.txt`, in the same folder. The first run
/// has no reference to compare with: it records one, and fails, so that you look at it and
/// re-run. To record again after a change you meant to make, pass `record: true`, or run the
/// tests with `SNAPSHOT_RECORD=1`.
///
/// ```swift
/// assertSnapshot(of: render(ShoppingListState()))
/// ```
///
/// - Parameters:
///   - text: What to compare, usually a rendering of a screen.
///   - name: Tells apart several snapshots in one test.
///   - record: Whether to record `text` as the new reference instead of comparing.
///   - snapshotDirectory: Where the reference lives; by default, the folder for `file`.
///   - file: The test file; failures are reported there.
///   - testName: The test's name, which names the reference.
///   - line: Where failures are reported.
func assertSnapshot(
  of text: String,
  named name: String? = nil,
  record: Bool = isRecordingSnapshots,
  snapshotDirectory: URL? = nil,
  file: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line
) {
  let directory = snapshotDirectory ?? defaultSnapshotDirectory(forTestFile: "\(file)")
  let url = snapshotFile(in: directory, testName: testName, name: name)

  // Not recording, and a reference exists: pass if the texts are equal, else fail with their
  // line diff.
  if !record, let reference = readSnapshot(at: url) {
    guard let difference = lineDiff(expected: reference, actual: text) else { return }
    return XCTFail(
      "The snapshot differs from the reference at \(url.path):\n\n\(difference)\n\n"
        + "If the change is one you meant, record it: pass record: true, or run the tests with "
        + "SNAPSHOT_RECORD=1.",
      file: file, line: line)
  }
  // Else record the text as the new reference...
  do {
    try writeSnapshot(text, to: url)
  } catch {
    return XCTFail("Could not record a snapshot at \(url.path): \(error)", file: file, line: line)
  }
  // ...and fail all the same: someone must check the new snapshot by eye before it counts.
  let reason = record ? "Record mode is on" : "There was no reference snapshot yet"
  XCTFail(
    "\(reason), so recorded a new snapshot at \(url.path); re-run the test to compare against "
      + "it, once you have checked that it looks right.",
    file: file, line: line)
}
