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
  }
