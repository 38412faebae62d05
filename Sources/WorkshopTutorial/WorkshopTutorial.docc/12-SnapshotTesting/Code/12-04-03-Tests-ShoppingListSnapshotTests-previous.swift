  func testNewItem() {
    XCTFail("TODO(4): write a snapshot test of a list with one new, unnamed product")
  }
