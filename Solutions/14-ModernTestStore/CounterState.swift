/// The alert that shows the prime the user asked for.
struct PrimeAlert: Equatable, Identifiable {
  let prime: Int
  var id: Int { prime }
}

/// The counter screen: the count, whether the nth-prime button may be tapped, and the alert.
struct CounterState: Equatable {
  var count = 0
  var isNthPrimeButtonDisabled = false
  var alertNthPrime: PrimeAlert? = nil
}
