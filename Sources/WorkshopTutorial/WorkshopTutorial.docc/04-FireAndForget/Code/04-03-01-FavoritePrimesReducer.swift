      .filter { !offsets.contains($0.offset) }
      .map(\.element)
    return []

  case .saveButtonTapped:
    state.lastSavedAt = Current.date()
    // NB: encoding an array of `Int` cannot fail; the `guard` only answers the `throws`.
    guard let data = try? JSONEncoder().encode(state.favoritePrimes) else { return [] }
    return [Current.fileClient.save("favorite-primes.json", data).fireAndForget()]

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
