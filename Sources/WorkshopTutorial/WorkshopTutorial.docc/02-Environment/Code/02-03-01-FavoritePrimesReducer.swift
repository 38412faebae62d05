    state.favoritePrimes = state.favoritePrimes.enumerated()
      .filter { !offsets.contains($0.offset) }
      .map(\.element)
    return []

  case .saveButtonTapped:
    state.lastSavedAt = Current.date()
    return []

  case .loadButtonTapped:
    return []

  case let .loadedFavoritePrimes(primes):
    state.favoritePrimes = primes
    return []
  }
}
