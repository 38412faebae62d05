  @Test func onDisappear_StopsTheTimer() async {
    // As above: a test clock, and a store that waits for nothing.
    let clock = TestClock()
    await withDependencies {
      $0.continuousClock = clock
    } operation: {
      let store = TestStore(initialState: CounterState()) { counterReducer }
      store.timeout = .zero

      // Start the timer, and take its first tick.
      await store.send(.timerButtonTapped) { $0.isTimerRunning = true }
      await clock.advance(by: .seconds(1))
      await store.receive(.timerTicked) { $0.count = 1 }
      // The screen goes away: its timer must not outlive it.
      await store.send(.onDisappear) { $0.isTimerRunning = false }
    }
  }
