import EffectKit

/// Applies an action to the favourite primes screen. Saving and loading are effects that call
/// the disk through `Dependencies.current`.
func favoritePrimesReducer(
  state: inout FavoritePrimesState, action: FavoritePrimesAction
) -> [Effect<FavoritePrimesAction>] {
  switch action {
  case let .deleteFavoritePrimes(offsets):
    state.favoritePrimes = state.favoritePrimes.enumerated()
      .filter { !offsets.contains($0.offset) }
      .map(\.element)
    return []

  case .saveButtonTapped:
    state.lastSavedAt = Dependencies.current.now()
    let save = Dependencies.current.saveFavoritePrimes
    return [.run { [primes = state.favoritePrimes] _ in await save(primes) }]

  case .loadButtonTapped:
    let load = Dependencies.current.loadFavoritePrimes
    return [
      .run { send in
        if let primes = await load() { await send(.loadedFavoritePrimes(primes)) }
      }
    ]

  case let .loadedFavoritePrimes(primes):
    state.favoritePrimes = primes
    return []
  }
}
