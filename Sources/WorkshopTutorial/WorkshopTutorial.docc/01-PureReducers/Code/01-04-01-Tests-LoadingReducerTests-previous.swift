  func testUserStory_LoadThenRefresh() {
    // TODO(4): Play a whole visit to the screen, asserting the state and effects after
    // each step.
    XCTFail(
      "TODO(4): write a user story: initial, tap load, items arrive, tap load again, "
        + "new items arrive; assert the state and the effects after every step"
    )
  }
