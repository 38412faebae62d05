  func testSaveButtonTapped_SavesTheFavoritePrimesAsJSON() throws {
    // TODO(3): keep the bytes the mock's save receives; assert they decode to the state's
    // primes.
    XCTFail("TODO(3): write a test that decodes the bytes the save effect wrote")
  }
