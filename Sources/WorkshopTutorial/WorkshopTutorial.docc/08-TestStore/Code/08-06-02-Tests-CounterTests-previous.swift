  func testNthPrimeButtonUnhappyFlow() {
    XCTFail(
      "TODO(6): write a test where the mock answers nil: the button is enabled again and "
        + "no "
        + "alert shows")
  }
