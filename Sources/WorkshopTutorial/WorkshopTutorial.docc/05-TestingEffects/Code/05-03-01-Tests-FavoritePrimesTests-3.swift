  func testSaveButtonTapped_SavesTheFavoritePrimesAsJSON() throws {
    // Replace the save endpoint with one that keeps what it was given.
    var savedFileName: String?
    var savedData: Data?
    Current.fileClient.save = { fileName, data in
      .fireAndForget {
        savedFileName = fileName
        savedData = data
      }
    }

    // Saving returns one effect: the save, described but not run yet.
    var state = FavoritePrimesState(favoritePrimes: [2, 3, 5])
    let effects = favoritePrimesReducer(state: &state, action: .saveButtonTapped)
    let effect = try XCTUnwrap(effects.first)

    // Run it. The mock saves on the spot, so the effect is done before `wait` starts.
    let completed = expectation(description: "the save effect completed")
    effect.sink(receiveCompletion: { _ in completed.fulfill() }, receiveValue: { _ in })
      .store(in: &cancellables)
    wait(for: [completed], timeout: 0)
  }
