    state.favoritePrimes = state.favoritePrimes.enumerated()
      .filter { !offsets.contains($0.offset) }
      .map(\.element)
    return []

  case .saveButtonTapped:
    // TODO(3): ask `Current` what time it is, instead of the system clock.
    state.lastSavedAt = Date()
    return []

  case .loadButtonTapped:
    return []

  case let .loadedFavoritePrimes(primes):
    state.favoritePrimes = primes
    return []
  }
}
