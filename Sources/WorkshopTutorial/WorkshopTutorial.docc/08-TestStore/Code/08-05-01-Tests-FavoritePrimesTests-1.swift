  func testSaveButtonTapped_StampsTheDateAndSavesTheListAsJSON() {
    // The mock disk keeps what it is asked to save.
    var saved: [(fileName: String, data: Data)] = []
    var environment = FavoritePrimesEnvironment.mock
    environment.fileClient.save = { fileName, data in
      .fireAndForget { saved.append((fileName, data)) }
    }
    // In the user's order, which is not sorted: the save must keep it.
    let store = makeStore(FavoritePrimesState(favoritePrimes: [5, 2, 31]), environment)
  }
