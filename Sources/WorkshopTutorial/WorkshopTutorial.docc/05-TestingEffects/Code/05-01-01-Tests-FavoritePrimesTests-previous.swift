  override func setUp() {
    super.setUp()
    // TODO(1): start every test from the mock environment, then delete the line below.
    XCTFail("TODO(1): in setUp, replace Current with the mock environment")
  }
