/// The app: each screen's reducer on its part of the state, and the one rule that joins
/// them. "Add to favourites" on the counter's alert adds the prime to the favourites and
/// saves them.
func appReducer(state: inout AppState, action: AppAction) -> [Effect<AppAction>] {
  switch action {
  case let .counter(counterAction):
    // TODO(2): on .addToFavoritesTapped with a prime on the alert, also append the prime
    // to the favourites and return one more effect that sends
    // .favoritePrimes(.saveButtonTapped). Read the alert before the counter closes it.
    return counterReducer(state: &state.counter, action: counterAction)
      .map { $0.map(AppAction.counter) }

  case let .favoritePrimes(favoritesAction):
    return favoritePrimesReducer(state: &state.favoritePrimes, action: favoritesAction)
      .map { $0.map(AppAction.favoritePrimes) }
  }
}
