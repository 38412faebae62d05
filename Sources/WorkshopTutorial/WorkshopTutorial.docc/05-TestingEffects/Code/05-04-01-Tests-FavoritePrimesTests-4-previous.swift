      receiveValue: { action in
        XCTAssertEqual(action, .loadedFavoritePrimes([5, 7, 11]))
        nextAction = action
      }
    )
    .store(in: &cancellables)
  }
