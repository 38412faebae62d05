  @Test func saveButtonTapped_StampsTheDateAndSavesTheList() async {
    let savedAt = Date(timeIntervalSince1970: 1_234_567_890)

    await confirmation("the list was saved once") { saved in
      await withDependencies {
        $0.now = { savedAt }
        $0.saveFavoritePrimes = { primes in
          // A save takes a moment, as writing a file does.
          try? await Task.sleep(for: .milliseconds(500))
          #expect(primes == [2, 3, 5])
          saved()
        }
      } operation: {
        let store = TestStore(initialState: FavoritePrimesState(favoritePrimes: [2, 3, 5])) {
          favoritePrimesReducer
        }

        await store.send(.saveButtonTapped) { $0.lastSavedAt = savedAt }
        // The save sends nothing back, and is still running: wait until it has run.
        await store.finish()
      }
    }
  }
