/// Everything that can happen on the counter screen.
enum CounterAction: Equatable {
  /// The user tapped "−".
  case decrTapped
  /// The user tapped "+".
  case incrTapped
  /// The user tapped the timer's button, which starts the timer, or stops it.
  case timerButtonTapped
  /// A second went by on the running timer.
  case timerTicked
  /// The screen went away.
  case onDisappear
}
