/// Applies an action to the counter screen. The timer is an `Effect.run` that sleeps on
/// `Dependencies.current.continuousClock` and sends `.timerTicked`, again and again,
/// until it is cancelled: by a second tap, or when the screen goes away.
func counterReducer(state: inout CounterState, action: CounterAction) -> [
  Effect<CounterAction>] {
  switch action {
  case .decrTapped:
    state.count -= 1
    return []

  case .incrTapped:
    state.count += 1
    return []

  case .timerButtonTapped:
    state.isTimerRunning.toggle()
    guard state.isTimerRunning else { return [.cancel(id: CancelID.timer)] }
    // NB: read the clock here, as any dependency: the effect carries it with it.
    let clock = Dependencies.current.continuousClock
    return [
      Effect.run { send in
        while true {
          try await clock.sleep(for: tickInterval)
          await send(.timerTicked)
        }
      }
      .cancellable(id: CancelID.timer)
    ]

  case .timerTicked:
    state.count += 1
    return []

  case .onDisappear:
    state.isTimerRunning = false
  }
}
