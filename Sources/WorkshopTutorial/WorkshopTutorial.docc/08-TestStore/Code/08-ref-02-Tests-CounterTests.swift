  private func makeStore(
    _ state: CounterState,
    _ environment: CounterEnvironment = .mock
  ) -> TestStore<CounterState, CounterAction, CounterEnvironment> {
    TestStore(
      initialState: state,
      reducer: counterReducer,
      environment: environment,
      install: { Current.counter = $0 }
    )
  }
