  func testItemInTheBox() {
    XCTFail("TODO(4): write a snapshot test of a list with Milk in the box")
  }
