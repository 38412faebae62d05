  func testLoadButtonTapped_FeedsTheLoadedPrimesBack() {
    XCTFail(
      "TODO(5): write a test that sends .loadButtonTapped and receives "
        + ".loadedFavoritePrimes "
        + "with the primes the mock file client loaded")
  }
