    )
  }

  func testLoadButtonTapped_WithNothingSaved_ChangesNothing() {
    var environment = FavoritePrimesEnvironment.mock
    environment.fileClient.load = { _ in Effect(value: nil) }
    let store = makeStore(FavoritePrimesState(favoritePrimes: [2, 3]), environment)

    // No action comes back, and the effect finishes: nothing more to assert.
    store.assert(.send(.loadButtonTapped))
  }

  func testSaveThenLoad_BringsBackWhatWasSaved() {
    var saved: Data?
    var environment = FavoritePrimesEnvironment.mock
    environment.fileClient.save = { _, data in .fireAndForget { saved = data } }
    let store = makeStore(FavoritePrimesState(favoritePrimes: [2, 3, 5]), environment)

    store.assert(
      .send(.saveButtonTapped) { $0.lastSavedAt = Date(
        timeIntervalSince1970: 1_234_567_890) },
      .send(.deleteFavoritePrimes([0])) { $0.favoritePrimes = [3, 5] },
      // From here on, the disk holds what the save wrote.
      .environment { $0.fileClient.load = { _ in Effect(value: saved) } },
      .send(.loadButtonTapped),
      .receive(.loadedFavoritePrimes([2, 3, 5])) { $0.favoritePrimes = [2, 3, 5] }
    )
  }
}

