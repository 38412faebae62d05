  /// An integration test: it follows a prime from the counter into the saved favourites,
  /// and leaves each screen's own details to that screen's tests.
  @Test func addingTheNthPrimeToTheFavorites_SavesIt() async {
    await confirmation("the favourites were saved once") { saved in
      await withDependencies {
        // The lookup answers 17, the clock is stopped, and the save checks the new list.
        $0.nthPrime = { _ in 17 }
        $0.now = { Date(timeIntervalSince1970: 0) }
        $0.saveFavoritePrimes = { primes in
          #expect(primes == [2, 3, 17])
          saved()
        }
      }
    }
  }
