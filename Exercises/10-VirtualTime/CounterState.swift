/// The alert that shows the answer to "what is the nth prime?".
struct PrimeAlert: Equatable, Identifiable {
  /// The prime to show.
  let prime: Int
  /// Alerts with the same prime are the same alert.
  var id: Int { prime }
}

/// The counter screen: the count, the nth prime button, and the alert it may show.
struct CounterState: Equatable {
  var count = 0
  /// True while a request for the nth prime is in flight, so it cannot be sent twice.
  var isNthPrimeButtonDisabled = false
  /// The answer to show, or `nil` when no alert is on screen.
  var alertNthPrime: PrimeAlert? = nil
}

/// Everything that can happen on the counter screen.
enum CounterAction: Equatable {
  case decrTapped
  case incrTapped
  /// The user asked for the prime whose position is the current count.
  case nthPrimeButtonTapped
  /// The answer arrived: the prime, or `nil` if there was none or the request failed.
  case nthPrimeResponse(Int?)
  case alertDismissButtonTapped
}
