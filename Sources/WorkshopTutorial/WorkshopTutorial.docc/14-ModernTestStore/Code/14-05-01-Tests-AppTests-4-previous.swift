          initialState: AppState(
            counter: CounterState(count: 7),
            favoritePrimes: FavoritePrimesState(favoritePrimes: [2, 3]))
        ) { appReducer }
        // Not exhaustive: assert only what joins the two screens.
        store.exhaustivity = .off
      }
    }
  }
