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
