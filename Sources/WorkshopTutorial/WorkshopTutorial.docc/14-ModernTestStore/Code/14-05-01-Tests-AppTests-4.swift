          initialState: AppState(
            counter: CounterState(count: 7),
            favoritePrimes: FavoritePrimesState(favoritePrimes: [2, 3]))
        ) { appReducer }
        // Not exhaustive: assert only what joins the two screens.
        store.exhaustivity = .off

        // Ask for the prime and take its answer, leaving the counter's own changes
        // unasserted.
        await store.send(.counter(.nthPrimeButtonTapped))
        await store.receive(.counter(.nthPrimeResponse(17)))
        // Adding it to the favourites changes their list, then saves it.
        await store.send(.counter(.addToFavoritesTapped)) {
          $0.favoritePrimes.favoritePrimes = [2, 3, 17]
        }
        await store.receive(.favoritePrimes(.saveButtonTapped))
        await store.finish()
      }
    }
  }
