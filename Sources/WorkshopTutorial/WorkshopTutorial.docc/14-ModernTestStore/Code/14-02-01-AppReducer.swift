/// The app: each screen's reducer on its part of the state, and the one rule that joins
/// them. "Add to favourites" on the counter's alert adds the prime to the favourites and
/// saves them.
func appReducer(state: inout AppState, action: AppAction) -> [Effect<AppAction>] {
  switch action {
  case let .counter(counterAction):
    // NB: read the alert before the counter closes it.
    let prime = state.counter.alertNthPrime?.prime
    let effects = counterReducer(state: &state.counter, action: counterAction)
      .map { $0.map(AppAction.counter) }
    guard counterAction == .addToFavoritesTapped, let prime else { return effects }
    state.favoritePrimes.favoritePrimes.append(prime)
    return effects + [Effect(value: .favoritePrimes(.saveButtonTapped))]

  case let .favoritePrimes(favoritesAction):
    return favoritePrimesReducer(state: &state.favoritePrimes, action: favoritesAction)
      .map { $0.map(AppAction.favoritePrimes) }
  }
}
