  @Test func onDisappear_StopsTheTimer() async {
    // As above: a test clock, and a store that waits for nothing.
    let clock = TestClock()
    await withDependencies {
      $0.continuousClock = clock
    } operation: {
      let store = TestStore(initialState: CounterState()) { counterReducer }
      store.timeout = .zero
    }
  }
