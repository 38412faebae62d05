    )
  }

  func testLoadButtonTapped_WithNothingSaved_ChangesNothing() {
    var environment = FavoritePrimesEnvironment.mock
    environment.fileClient.load = { _ in Effect(value: nil) }
    let store = makeStore(FavoritePrimesState(favoritePrimes: [2, 3]), environment)

    // No action comes back, and the effect finishes: nothing more to assert.
    store.assert(.send(.loadButtonTapped))
  }
}

