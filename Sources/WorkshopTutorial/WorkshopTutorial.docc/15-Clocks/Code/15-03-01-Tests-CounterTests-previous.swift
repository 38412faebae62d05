  @Test func timerButtonTapped_TicksEverySecond_UntilTappedAgain() async {
    // TODO(3): inside `withDependencies`, make a TestClock the continuousClock; create a
    // TestStore of `counterReducer` with `store.timeout = .zero`; start the timer,
    // advance the clock one second and receive one .timerTicked (count 1), once more
    // (count 2), then tap the button again to stop it.
    Issue.record("TODO(3): write a test of the timer that drives it with a TestClock")
  }
