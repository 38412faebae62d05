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
    }
  }
