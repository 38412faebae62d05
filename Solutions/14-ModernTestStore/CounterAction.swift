/// Everything that can happen on the counter screen.
enum CounterAction: Equatable {
  /// The user tapped "−".
  case decrTapped
  /// The user tapped "+".
  case incrTapped
  /// The user asked for the prime whose position is the count.
  case nthPrimeButtonTapped
  /// The nth-prime request answered: the prime, or `nil` if there was no answer.
  case nthPrimeResponse(Int?)
  /// The user closed the alert.
  case alertDismissButtonTapped
  /// The user tapped "Add to favourites" on the alert. The counter closes the alert; the app
  /// adds the prime to the favourites.
  case addToFavoritesTapped
}
