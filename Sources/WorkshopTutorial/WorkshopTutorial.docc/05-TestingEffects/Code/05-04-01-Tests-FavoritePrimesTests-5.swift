    )
    .store(in: &cancellables)
    // NB: zero seconds is enough: this load is synchronous, so the effect has completed
    // before `sink` returns. An effect that never completes fails here instead of
    // hanging.
    wait(for: [completed], timeout: 0)

    // Feed the captured action back, as the store would.
    let action = try XCTUnwrap(nextAction, "the load effect should emit an action")
    effects = favoritePrimesReducer(state: &state, action: action)
    XCTAssertEqual(state, FavoritePrimesState(favoritePrimes: [5, 7, 11]))
    XCTAssertTrue(effects.isEmpty)
  }
