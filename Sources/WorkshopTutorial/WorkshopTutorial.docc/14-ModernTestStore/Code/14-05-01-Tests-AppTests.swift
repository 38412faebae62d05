  /// An integration test: it follows a prime from the counter into the saved favourites, and
  /// leaves each screen's own details to that screen's tests.
  @Test func addingTheNthPrimeToTheFavorites_SavesIt() async {
    await confirmation("the favourites were saved once") { saved in
      await withDependencies {
        $0.nthPrime = { _ in 17 }
        $0.now = { Date(timeIntervalSince1970: 0) }
        $0.saveFavoritePrimes = { primes in
          #expect(primes == [2, 3, 17])
          saved()
        }
      } operation: {
        let store = TestStore(
          initialState: AppState(
            counter: CounterState(count: 7),
            favoritePrimes: FavoritePrimesState(favoritePrimes: [2, 3]))
        ) { appReducer }
        store.exhaustivity = .off

        await store.send(.counter(.nthPrimeButtonTapped))
        await store.receive(.counter(.nthPrimeResponse(17)))
        await store.send(.counter(.addToFavoritesTapped)) {
          $0.favoritePrimes.favoritePrimes = [2, 3, 17]
        }
        await store.receive(.favoritePrimes(.saveButtonTapped))
        await store.finish()
      }
    }
  }
