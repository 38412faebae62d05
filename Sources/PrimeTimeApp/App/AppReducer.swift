import EffectKit

/// Runs the app: routes each feature's actions to that feature's reference reducer, on its
/// view of the state, and wraps the effects it returns back into app actions. It handles
/// itself only what no feature owns: navigation, adding or removing a favourite, keeping
/// numbers that are not prime out of a loaded list, and failed saves.
func appReducer(state: inout AppState, action: AppAction) -> [Effect<AppAction>] {
  switch action {
  case let .favoritePrimes(.loadedFavoritePrimes(numbers)):
    // NB: a file can hold anything; only primes, each once, become favourites.
    let favorites = FavoriteList(numbers)
    return favoritePrimesReducer(
      state: &state.favoritePrimesState, action: .loadedFavoritePrimes(favorites.kept)
    ).map { $0.map(AppAction.favoritePrimes) }

  case .favoritePrimes(.saveButtonTapped):
    state.unsavedReason = nil
    return favoritePrimesReducer(state: &state.favoritePrimesState, action: .saveButtonTapped)
      .map { $0.map(AppAction.favoritePrimes) }

  case let .counter(action):
    return counterReducer(state: &state.counter, action: action)
      .map { $0.map(AppAction.counter) }

  case let .favoritePrimes(action):
    return favoritePrimesReducer(state: &state.favoritePrimesState, action: action)
      .map { $0.map(AppAction.favoritePrimes) }

  case .saveFavoritePrimeTapped:
    // NB: the button is only offered for a prime that is not a favourite yet; the guard keeps
    // the list free of non-primes and duplicates whoever sends the action.
    guard state.isCountPrime, !state.isCountFavorite else { return [] }
    state.favoritePrimes.append(state.count)
    return []

  case .removeFavoritePrimeTapped:
    let count = state.count
    state.favoritePrimes.removeAll { $0 == count }
    return []

  case .favoritePrimesButtonTapped:
    state.screen = .favoritePrimes
    return []

  case .backButtonTapped:
    state.screen = .counter
    return []

  case let .saveFailed(failure):
    state.lastSavedAt = failure.lastSavedAt
    state.unsavedReason = failure.reason
    return []
  }
}
