  func testItemsLoaded_WhileLoading_ShowsTheItems() {
    // Given: a load is under way.
    var state = LoadingState.loading

    // When: the items arrive.
    let effects = loadingReducer(state: &state, action: .itemsLoaded(["milk", "eggs",
      "bread"]))

    // Then: they are on screen, in the order they came, and there is nothing more to run.
    XCTAssertEqual(state, .loaded(items: ["milk", "eggs", "bread"]))
    XCTAssertTrue(effects.isEmpty)
  }
