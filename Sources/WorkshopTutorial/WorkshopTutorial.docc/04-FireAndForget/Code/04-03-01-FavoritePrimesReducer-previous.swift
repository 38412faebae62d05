      .filter { !offsets.contains($0.offset) }
      .map(\.element)
    return []

  case .saveButtonTapped:
    state.lastSavedAt = Current.date()
    // TODO(3): encode `state.favoritePrimes` as JSON, and return one effect that saves
    // those bytes to "favorite-primes.json" through `Current.fileClient`, lifted by
    // `fireAndForget()`.
    return []

  case .loadButtonTapped:
    // TODO(4): return one effect that loads "favorite-primes.json" through
    // `Current.fileClient`, decodes the bytes as `[Int]` and emits
    // `.loadedFavoritePrimes(primes)`. A missing file, or bytes that do not decode,
    // should make it emit nothing and finish.
    return []

  case let .loadedFavoritePrimes(primes):
    state.favoritePrimes = primes
    return []
  }
}
