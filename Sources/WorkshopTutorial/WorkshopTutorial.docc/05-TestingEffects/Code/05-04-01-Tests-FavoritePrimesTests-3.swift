  func testLoadButtonTapped_FeedsTheLoadedPrimesBack() throws {
    // The "disk" holds a list of our choosing.
    Current.fileClient.load = { _ in .sync { try? JSONEncoder().encode([5, 7, 11]) } }

    var state = FavoritePrimesState(favoritePrimes: [2, 3])
    var effects = favoritePrimesReducer(state: &state, action: .loadButtonTapped)

    // Tapping load changes nothing yet; it only returns the load effect.
    XCTAssertEqual(state, FavoritePrimesState(favoritePrimes: [2, 3]))
    XCTAssertEqual(effects.count, 1)
    let effect = try XCTUnwrap(effects.first)

    // Run the effect and capture the action it feeds back.
    var nextAction: FavoritePrimesAction?
    let completed = expectation(description: "the load effect completed")
    effect.sink(
      receiveCompletion: { _ in completed.fulfill() },
      receiveValue: { action in
        XCTAssertEqual(action, .loadedFavoritePrimes([5, 7, 11]))
        nextAction = action
      }
    )
    .store(in: &cancellables)
  }
