  override func setUp() {
    super.setUp()
    // Every test starts in the mock world, where the clock is stopped.
    Current = .mock
  }
