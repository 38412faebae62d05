  override func setUp() {
    super.setUp()
    // Every test starts from the mock environment: no disk, a stopped clock.
    Current = .mock
  }
