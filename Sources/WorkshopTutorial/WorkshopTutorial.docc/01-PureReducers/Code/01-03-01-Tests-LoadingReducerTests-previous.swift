  func testItemsLoaded_WhileLoading_ShowsTheItems() {
    // TODO(3): Given a state, when one action arrives, then assert the new state and the
    // effects.
    XCTFail(
      "TODO(3): write a test: given .loading, when .itemsLoaded(some items), "
        + "then the state is .loaded(items:) with those items and there are no effects"
    )
  }
