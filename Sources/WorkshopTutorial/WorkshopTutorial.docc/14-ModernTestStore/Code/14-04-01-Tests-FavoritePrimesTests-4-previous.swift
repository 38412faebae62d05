      } operation: {
        // A TestStore of the favourite primes, with the list [2, 3, 5].
        let store = TestStore(initialState: FavoritePrimesState(favoritePrimes: [2, 3,
          5])) {
          favoritePrimesReducer
        }
      }
    }
  }
