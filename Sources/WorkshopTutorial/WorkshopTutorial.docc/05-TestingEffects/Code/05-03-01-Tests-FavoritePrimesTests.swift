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

    var state = FavoritePrimesState(favoritePrimes: [2, 3, 5])
    let effects = favoritePrimesReducer(state: &state, action: .saveButtonTapped)
    let effect = try XCTUnwrap(effects.first)

    let completed = expectation(description: "the save effect completed")
    effect.sink(receiveCompletion: { _ in completed.fulfill() }, receiveValue: { _ in })
      .store(in: &cancellables)
    wait(for: [completed], timeout: 0)

    // The bytes handed to the file client must decode to the very list in the state.
    XCTAssertEqual(savedFileName, "favorite-primes.json")
    let data = try XCTUnwrap(savedData, "the save effect never called Current.fileClient.save")
    XCTAssertEqual(try JSONDecoder().decode([Int].self, from: data), [2, 3, 5])
  }
