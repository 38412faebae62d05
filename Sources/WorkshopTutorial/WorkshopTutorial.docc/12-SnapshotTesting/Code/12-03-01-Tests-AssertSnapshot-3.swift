  do {
    try writeSnapshot(text, to: url)
  } catch {
    return XCTFail("Could not record a snapshot at \(url.path): \(error)", file: file,
      line: line)
  }
  // ...and fail all the same: someone must check the new snapshot by eye before it
  // counts.
  let reason = record ? "Record mode is on" : "There was no reference snapshot yet"
  XCTFail(
    "\(reason), so recorded a new snapshot at \(url.path); re-run the test to compare "
      + "against "
      + "it, once you have checked that it looks right.",
    file: file, line: line)
}
