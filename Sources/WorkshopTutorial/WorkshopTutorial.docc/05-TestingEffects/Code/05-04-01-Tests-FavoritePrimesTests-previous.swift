  func testLoadButtonTapped_FeedsTheLoadedPrimesBack() throws {
    // TODO(4): make the mock's load return primes of your choosing; run the load effect;
    // capture its action; wait for completion; feed the action back and assert the new
    // state.
    XCTFail("TODO(4): write a test that runs the load effect and feeds its action back")
  }
