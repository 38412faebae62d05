  testName: String = #function,
  line: UInt = #line
) {
  let directory = snapshotDirectory ?? defaultSnapshotDirectory(forTestFile: "\(file)")
  let url = snapshotFile(in: directory, testName: testName, name: name)

  // Not recording, and a reference exists: pass if the texts are equal, else fail with
  // their line diff.
  if !record, let reference = readSnapshot(at: url) {
    guard let difference = lineDiff(expected: reference, actual: text) else { return }
    return XCTFail(
      "The snapshot differs from the reference at \(url.path):\n\n\(difference)\n\n"
        + "If the change is one you meant, record it: pass record: true, or run the "
          + "tests with "
        + "SNAPSHOT_RECORD=1.",
      file: file, line: line)
  }
  XCTFail(
    file: file, line: line)
}
