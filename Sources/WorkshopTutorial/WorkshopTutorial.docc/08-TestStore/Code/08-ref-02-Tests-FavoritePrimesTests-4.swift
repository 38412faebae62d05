      // From here on, the disk holds what the save wrote.
      .environment { $0.fileClient.load = { _ in Effect(value: saved) } },
      .send(.loadButtonTapped),
      .receive(.loadedFavoritePrimes([2, 3, 5])) { $0.favoritePrimes = [2, 3, 5] }
    )
  }

  private func makeStore(
    _ state: FavoritePrimesState,
    _ environment: FavoritePrimesEnvironment = .mock
  ) -> TestStore<FavoritePrimesState, FavoritePrimesAction, FavoritePrimesEnvironment> {
    TestStore(
      initialState: state,
      reducer: favoritePrimesReducer,
      environment: environment,
      install: { Current.favoritePrimes = $0 }
    )
  }
}

