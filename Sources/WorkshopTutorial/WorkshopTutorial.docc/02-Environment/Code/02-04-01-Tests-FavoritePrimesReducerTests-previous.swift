  override func setUp() {
    super.setUp()
    // TODO(4): start every test in the mock world.
  }
