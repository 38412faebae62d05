  func testUserStory_LoadThenRefresh() {
    // The screen opens with nothing on it.
    var state = LoadingState.initial

    // The user taps "Load": a spinner appears.
    var effects = loadingReducer(state: &state, action: .loadButtonTapped)
    XCTAssertEqual(state, .loading)
    XCTAssertTrue(effects.isEmpty)
  }
