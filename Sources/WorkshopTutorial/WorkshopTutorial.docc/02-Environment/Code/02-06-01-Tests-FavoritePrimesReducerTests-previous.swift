  func testDeleteFavoritePrimes_RemovesThemAndLeavesLastSavedAtAlone() {
    XCTFail(
      "TODO(6): delete some primes and assert the whole new state: the primes that "
        + "remain, "
        + "and lastSavedAt as it was"
    )
  }
