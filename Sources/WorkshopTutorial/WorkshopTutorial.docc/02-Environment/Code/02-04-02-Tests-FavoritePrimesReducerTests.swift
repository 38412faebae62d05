  func testSaveButtonTapped_RecordsTheMockDate() {
    var state = FavoritePrimesState(favoritePrimes: [2, 3, 5])

    let effects = favoritePrimesReducer(state: &state, action: .saveButtonTapped)

    // The mock's clock reads 2009-02-13 23:31:30 UTC, so that is when the primes were
    // saved.
    XCTAssertEqual(
      state,
      FavoritePrimesState(
        favoritePrimes: [2, 3, 5], lastSavedAt: Date(timeIntervalSince1970: 1_234_567_890)
      )
    )
    XCTAssertTrue(effects.isEmpty)
  }
