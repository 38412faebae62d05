  case .timerTicked:
    state.count += 1
    return []

  case .onDisappear:
    state.isTimerRunning = false
    return [.cancel(id: CancelID.timer)]
  }
}
