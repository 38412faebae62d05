  func testOneItem() {
    XCTFail("TODO(4): write a snapshot test of a list with Milk, not in the box")
  }
