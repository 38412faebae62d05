  func testUserStory_LoadThenRefresh() {
    // The screen opens with nothing on it.
    var state = LoadingState.initial
  }
