/// The counter screen: the count, and whether the timer counts it up every second.
struct CounterState: Equatable {
  var count = 0
  var isTimerRunning = false
}
