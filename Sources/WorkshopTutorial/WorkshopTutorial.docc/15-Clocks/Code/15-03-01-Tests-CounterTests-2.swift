  @Test func timerButtonTapped_TicksEverySecond_UntilTappedAgain() async {
    // A test clock in place of the continuous one: time moves only when the test says.
    let clock = TestClock()
    await withDependencies {
      $0.continuousClock = clock
    } operation: {
      let store = TestStore(initialState: CounterState()) { counterReducer }
      // Nothing here takes real time: a tick that had to be waited for does not come from
      // the clock.
      store.timeout = .zero

      await store.send(.timerButtonTapped) { $0.isTimerRunning = true }
      // Each tick comes only once the clock has moved a second.
      await clock.advance(by: .seconds(1))
      await store.receive(.timerTicked) { $0.count = 1 }
      await clock.advance(by: .seconds(1))
      await store.receive(.timerTicked) { $0.count = 2 }
      // A second tap stops the timer: nothing runs when the test ends.
      await store.send(.timerButtonTapped) { $0.isTimerRunning = false }
    }
  }
