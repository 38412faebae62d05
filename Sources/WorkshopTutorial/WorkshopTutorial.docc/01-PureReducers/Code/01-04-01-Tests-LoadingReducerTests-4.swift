  func testUserStory_LoadThenRefresh() {
    // The screen opens with nothing on it.
    var state = LoadingState.initial

    // The user taps "Load": a spinner appears.
    var effects = loadingReducer(state: &state, action: .loadButtonTapped)
    XCTAssertEqual(state, .loading)
    XCTAssertTrue(effects.isEmpty)

    // Two items arrive and are shown.
    effects = loadingReducer(state: &state, action: .itemsLoaded(["milk", "eggs"]))
    XCTAssertEqual(state, .loaded(items: ["milk", "eggs"]))
    XCTAssertTrue(effects.isEmpty)

    // The user taps "Refresh": the old list makes way for the spinner.
    effects = loadingReducer(state: &state, action: .loadButtonTapped)
    XCTAssertEqual(state, .loading)
    XCTAssertTrue(effects.isEmpty)
  }
