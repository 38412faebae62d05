import Foundation

// Where reference snapshots live, and how they are read and written.

/// Whether every snapshot assertion records instead of comparing: run the tests with
/// `SNAPSHOT_RECORD=1` in the environment to re-record them all at once.
var isRecordingSnapshots: Bool {
  ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] == "1"
}

/// The folder for the snapshots of the tests in `file`: `__Snapshots__/<file name>`, next to it.
///
/// ```swift
/// defaultSnapshotDirectory(forTestFile: "/work/Tests/ListTests.swift")
/// // /work/Tests/__Snapshots__/ListTests
/// ```
func defaultSnapshotDirectory(forTestFile file: String) -> URL {
  let testFile = URL(fileURLWithPath: file)
  return testFile.deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")
    .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
}

/// The reference file of one snapshot: the test's name, then the snapshot's name if it has
/// one, then `.txt`.
///
/// ```swift
/// snapshotFile(in: folder, testName: "testEmptyList()", name: nil)       // testEmptyList.txt
/// snapshotFile(in: folder, testName: "testEmptyList()", name: "narrow")
/// // testEmptyList.narrow.txt
/// ```
func snapshotFile(in directory: URL, testName: String, name: String?) -> URL {
  let base = testName.hasSuffix("()") ? String(testName.dropLast(2)) : testName
  let fileName = ([base] + (name.map { [$0] } ?? [])).joined(separator: ".")
  return directory.appendingPathComponent(fileName + ".txt")
}

/// The text of the snapshot at `url`, or `nil` if there is none.
///
/// NB: files end with a newline, as text files should; it is not part of the snapshot.
func readSnapshot(at url: URL) -> String? {
  guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
  return text.hasSuffix("\n") ? String(text.dropLast()) : text
}

/// Writes `text` as the snapshot at `url`, creating its folder if needed, and replacing any
/// snapshot that was there.
func writeSnapshot(_ text: String, to url: URL) throws {
  try FileManager.default.createDirectory(
    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
  try (text + "\n").write(to: url, atomically: true, encoding: .utf8)
}
