        // Both screens in one store: the count 7, and the favourites [2, 3].
        let store = TestStore(
          initialState: AppState(
            counter: CounterState(count: 7),
            favoritePrimes: FavoritePrimesState(favoritePrimes: [2, 3]))
        ) { appReducer }
      }
    }
  }
