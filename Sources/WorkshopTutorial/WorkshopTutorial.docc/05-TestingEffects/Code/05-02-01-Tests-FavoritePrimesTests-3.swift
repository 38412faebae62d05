  func testSaveButtonTapped_RunsTheSaveEffectWhichEmitsNothing() throws {
    // Replace the save endpoint with one that records that it ran.
    var didSave = false
    Current.fileClient.save = { _, _ in .fireAndForget { didSave = true } }

    var state = FavoritePrimesState(favoritePrimes: [2, 3, 5])
    let effects = favoritePrimesReducer(state: &state, action: .saveButtonTapped)

    // The reducer only stamps the date...
    XCTAssertEqual(
      state,
      FavoritePrimesState(
        favoritePrimes: [2, 3, 5], lastSavedAt: Date(
          timeIntervalSince1970: 1_234_567_890)))
    // ...and hands back exactly one effect, which has not run yet.
    XCTAssertEqual(effects.count, 1)
    XCTAssertFalse(didSave, "the reducer must not save by itself; the effect does")
    let effect = try XCTUnwrap(effects.first)

    // Run it: it must finish without ever emitting an action.
    let completed = expectation(description: "the save effect completed")
    effect.sink(
      receiveCompletion: { _ in completed.fulfill() },
      receiveValue: { action in XCTFail("a save must emit nothing, but it emitted "
        + "\(action)") }
    )
    .store(in: &cancellables)
    wait(for: [completed], timeout: 0)

    XCTAssertTrue(didSave, "running the save effect should call Current.fileClient.save")
  }
