  func testEmptyList() {
    XCTFail("TODO(4): write a snapshot test of the empty list")
  }
