  testName: String = #function,
  line: UInt = #line
) {
  let directory = snapshotDirectory ?? defaultSnapshotDirectory(forTestFile: "\(file)")
  let url = snapshotFile(in: directory, testName: testName, name: name)

  if !record, let reference = readSnapshot(at: url) {
    guard let difference = lineDiff(expected: reference, actual: text) else { return }
    return XCTFail(
      "The snapshot differs from the reference at \(url.path):\n\n\(difference)\n\n"
        + "If the change is one you meant, record it: pass record: true, or run the tests with "
        + "SNAPSHOT_RECORD=1.",
      file: file, line: line)
  }
  do {
    try writeSnapshot(text, to: url)
  } catch {
    return XCTFail("Could not record a snapshot at \(url.path): \(error)", file: file, line: line)
  }
  let reason = record ? "Record mode is on" : "There was no reference snapshot yet"
  XCTFail(
    "\(reason), so recorded a new snapshot at \(url.path); re-run the test to compare against "
      + "it, once you have checked that it looks right.",
    file: file, line: line)
}
