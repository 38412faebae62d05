  do {
    try writeSnapshot(text, to: url)
  } catch {
    return XCTFail("Could not record a snapshot at \(url.path): \(error)", file: file,
      line: line)
  }
  XCTFail(
    file: file, line: line)
}
