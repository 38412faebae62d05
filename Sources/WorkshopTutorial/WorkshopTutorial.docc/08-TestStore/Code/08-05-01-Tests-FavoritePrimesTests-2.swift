  func testSaveButtonTapped_StampsTheDateAndSavesTheListAsJSON() {
    // The mock disk keeps what it is asked to save.
    var saved: [(fileName: String, data: Data)] = []
    var environment = FavoritePrimesEnvironment.mock
    environment.fileClient.save = { fileName, data in
      .fireAndForget { saved.append((fileName, data)) }
    }
    // In the user's order, which is not sorted: the save must keep it.
    let store = makeStore(FavoritePrimesState(favoritePrimes: [5, 2, 31]), environment)

    store.assert(
      .send(.saveButtonTapped) { $0.lastSavedAt = Date(
        timeIntervalSince1970: 1_234_567_890) },
      // The save effect has run: once, with the list as JSON. It sent nothing back.
      .do {
        XCTAssertEqual(saved.map(\.fileName), ["favorite-primes.json"])
        let lists = try saved.map { try JSONDecoder().decode([Int].self, from: $0.data) }
        XCTAssertEqual(lists, [[5, 2, 31]])
      }
    )
  }
