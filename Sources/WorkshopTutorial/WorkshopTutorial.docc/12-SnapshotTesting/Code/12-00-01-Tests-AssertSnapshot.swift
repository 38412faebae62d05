import EffectKit
import Foundation
import XCTest

/// Compares `text` with its reference snapshot, a text file kept next to the test, and
/// fails with a line diff when they differ.
///
/// The reference of `testEmptyList()` in `ShoppingListSnapshotTests.swift` is
/// `__Snapshots__/ShoppingListSnapshotTests/testEmptyList.txt`, in the same folder. The
/// first run has no reference to compare with: it records one, and fails, so that you
/// look at it and re-run. To record again after a change you meant to make, pass `record:
/// true`, or run the tests with `SNAPSHOT_RECORD=1`.
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

  // TODO(3): unless `record` is on, read the reference at `url` with readSnapshot(at:)
  // and, if there is one, compare: equal texts pass; different ones fail with their
  // lineDiff and the path. Otherwise, write `text` there with writeSnapshot(_:to:), and
  // fail with "recorded a new snapshot at <path>; re-run". Report every failure at `file`
  // and `line`.
  XCTFail(
    "TODO(3): assertSnapshot neither compares nor records \(url.lastPathComponent) yet",
    file: file, line: line)
}

