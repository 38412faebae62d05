import EffectKitAsyncTesting
import Foundation
import Testing

@testable import PrimeTime

@MainActor
@Suite(.testDependencies)
struct FavoritePrimesTests {
  @Test func saveButtonTapped_StampsTheDateAndSavesTheList() async {
    let savedAt = Date(timeIntervalSince1970: 1_234_567_890)

    await confirmation("the list was saved once") { saved in
      await withDependencies {
        // The clock says `savedAt`; the save checks the list it is handed, and says it ran.
        $0.now = { savedAt }
        $0.saveFavoritePrimes = { primes in
          // A save takes a moment, as writing a file does.
          try? await Task.sleep(for: .milliseconds(500))
          #expect(primes == [2, 3, 5])
          saved()
        }
      } operation: {
        // A TestStore of the favourite primes, with the list [2, 3, 5].
        let store = TestStore(initialState: FavoritePrimesState(favoritePrimes: [2, 3, 5])) {
          favoritePrimesReducer
        }

        // Saving stamps the date at once, and starts the save.
        await store.send(.saveButtonTapped) { $0.lastSavedAt = savedAt }
        // The save sends nothing back, and is still running: wait until it has run.
        await store.finish()
      }
    }
  }
}
