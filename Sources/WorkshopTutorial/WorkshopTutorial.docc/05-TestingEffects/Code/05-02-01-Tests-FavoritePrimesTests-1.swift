  func testSaveButtonTapped_RunsTheSaveEffectWhichEmitsNothing() throws {
    // Replace the save endpoint with one that records that it ran.
    var didSave = false
    Current.fileClient.save = { _, _ in .fireAndForget { didSave = true } }

    var state = FavoritePrimesState(favoritePrimes: [2, 3, 5])
    let effects = favoritePrimesReducer(state: &state, action: .saveButtonTapped)
  }
