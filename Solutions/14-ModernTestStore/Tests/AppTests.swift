import EffectKitAsyncTesting
import Foundation
import Testing

@testable import PrimeTime

@MainActor
@Suite(.testDependencies)
struct AppTests {
  /// An integration test: it follows a prime from the counter into the saved favourites, and
  /// leaves each screen's own details to that screen's tests.
  @Test func addingTheNthPrimeToTheFavorites_SavesIt() async {
    await confirmation("the favourites were saved once") { saved in
      await withDependencies {
        // The lookup answers 17, the clock is stopped, and the save checks the new list.
        $0.nthPrime = { _ in 17 }
        $0.now = { Date(timeIntervalSince1970: 0) }
        $0.saveFavoritePrimes = { primes in
          #expect(primes == [2, 3, 17])
          saved()
        }
      } operation: {
        // Both screens in one store: the count 7, and the favourites [2, 3].
        let store = TestStore(
          initialState: AppState(
            counter: CounterState(count: 7),
            favoritePrimes: FavoritePrimesState(favoritePrimes: [2, 3]))
        ) { appReducer }
        // Not exhaustive: assert only what joins the two screens.
        store.exhaustivity = .off

        // Ask for the prime and take its answer, leaving the counter's own changes unasserted.
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
}
