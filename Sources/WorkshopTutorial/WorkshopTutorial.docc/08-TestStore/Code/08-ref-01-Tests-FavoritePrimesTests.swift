  func testDeleteFavoritePrimes_RemovesThePrimesAtThoseOffsets() {
    let store = makeStore(FavoritePrimesState(favoritePrimes: [2, 3, 5, 7]))
    store.assert(.send(.deleteFavoritePrimes([1, 3])) { $0.favoritePrimes = [2, 5] })
  }
