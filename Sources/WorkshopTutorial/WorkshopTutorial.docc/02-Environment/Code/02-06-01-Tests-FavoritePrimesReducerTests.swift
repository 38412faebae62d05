  func testDeleteFavoritePrimes_RemovesThemAndLeavesLastSavedAtAlone() {
    var state = FavoritePrimesState(favoritePrimes: [2, 3, 5, 7])

    let effects = favoritePrimesReducer(state: &state, action: .deleteFavoritePrimes([1,
      3]))

    // 3 and 7 are gone; deleting is not saving, so there is still no save date.
    XCTAssertEqual(state, FavoritePrimesState(favoritePrimes: [2, 5], lastSavedAt: nil))
    XCTAssertTrue(effects.isEmpty)
  }
