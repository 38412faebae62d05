  func testSaveButtonTapped_RecordsTheTimeThisTestChose() {
    // This test wants its own moment: the first second of 1970.
    Current.date = { Date(timeIntervalSince1970: 0) }
    var state = FavoritePrimesState(
      favoritePrimes: [7], lastSavedAt: Date(timeIntervalSince1970: 1_234_567_890)
    )

    let effects = favoritePrimesReducer(state: &state, action: .saveButtonTapped)
  }
