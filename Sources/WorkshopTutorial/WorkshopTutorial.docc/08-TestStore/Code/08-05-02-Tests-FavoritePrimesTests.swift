  func testLoadButtonTapped_FeedsTheLoadedPrimesBack() {
    var environment = FavoritePrimesEnvironment.mock
    environment.fileClient.load = { _ in .sync { try? JSONEncoder().encode([2, 31]) } }
    let store = makeStore(FavoritePrimesState(favoritePrimes: [2, 3]), environment)

    store.assert(
      .send(.loadButtonTapped),
      .receive(.loadedFavoritePrimes([2, 31])) { $0.favoritePrimes = [2, 31] }
    )
  }
