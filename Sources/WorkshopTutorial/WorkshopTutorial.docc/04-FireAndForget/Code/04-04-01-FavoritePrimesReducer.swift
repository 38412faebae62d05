    state.lastSavedAt = Current.date()
    // NB: encoding an array of `Int` cannot fail; the `guard` only answers the `throws`.
    guard let data = try? JSONEncoder().encode(state.favoritePrimes) else { return [] }
    return [Current.fileClient.save("favorite-primes.json", data).fireAndForget()]

  case .loadButtonTapped:
    return [
      Current.fileClient.load("favorite-primes.json")
        .compactMap { $0 }
        .decode(type: [Int].self, decoder: JSONDecoder())
        .catch { _ in Effect.empty() }
        .eraseToEffect()
        .map(FavoritePrimesAction.loadedFavoritePrimes)
    ]

  case let .loadedFavoritePrimes(primes):
    state.favoritePrimes = primes
    return []
  }
}
