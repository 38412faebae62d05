  func testIncrAndDecr_ChangeTheCount() {
    // A new counter starts at zero, and the count may go below it.
    let store = makeStore(CounterState())
    store.assert(
      .send(.incrTapped) { $0.count = 1 },
      .send(.decrTapped) { $0.count = 0 },
      .send(.decrTapped) { $0.count = -1 }
    )
  }
