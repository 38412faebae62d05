      } operation: {
        // A TestStore of the favourite primes, with the list [2, 3, 5].
        let store = TestStore(initialState: FavoritePrimesState(favoritePrimes: [2, 3,
          5])) {
          favoritePrimesReducer
        }

        // Saving stamps the date at once, and starts the save.
        await store.send(.saveButtonTapped) { $0.lastSavedAt = savedAt }
        // The save sends nothing back, and is still running: wait until it has run.
        await store.finish()
      }
    }
  }
