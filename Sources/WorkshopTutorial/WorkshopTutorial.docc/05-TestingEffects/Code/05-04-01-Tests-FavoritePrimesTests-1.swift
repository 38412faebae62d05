  func testLoadButtonTapped_FeedsTheLoadedPrimesBack() throws {
    // The "disk" holds a list of our choosing.
    Current.fileClient.load = { _ in .sync { try? JSONEncoder().encode([5, 7, 11]) } }

    var state = FavoritePrimesState(favoritePrimes: [2, 3])
    var effects = favoritePrimesReducer(state: &state, action: .loadButtonTapped)
  }
