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
    // TODO(1): when the timer starts, read Dependencies.current.continuousClock here and
    // return one Effect.run that, again and again, sleeps `tickInterval` on that clock
    // and sends .timerTicked, made `.cancellable(id: CancelID.timer)`; when it stops,
    // return `.cancel(id: CancelID.timer)`.
    return []

  case .timerTicked:
    state.count += 1
    return []

  case .onDisappear:
    state.isTimerRunning = false
    // TODO(1): cancel the timer here too: it must not outlive its screen.
    return []
  }
}
