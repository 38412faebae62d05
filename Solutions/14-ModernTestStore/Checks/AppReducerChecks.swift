import EffectKit
import EffectKitAsyncTesting
import Foundation
import Testing
import WorkshopChecks

@testable import PrimeTime

/// TODO 2: "Add to favourites" on the counter's alert adds the prime to the favourites and
/// saves them; every other action reaches its own screen.
@MainActor
@Suite(.localizedIssues, .testDependencies, .timeLimit(.minutes(1)))
struct AppReducerChecks {
  private let savedAt = Date(timeIntervalSince1970: 1_234_567_890)
  private let showingSeventeen = AppState(
    counter: CounterState(count: 7, alertNthPrime: PrimeAlert(prime: 17)),
    favoritePrimes: FavoritePrimesState(favoritePrimes: [5, 2]))

  @Test func addToFavoritesTapped_AddsThePrimeAndSavesTheFavorites() async {
    var state = showingSeventeen
    let effects = PrimeTime.appReducer(state: &state, action: .counter(.addToFavoritesTapped))
    guard state.favoritePrimes.favoritePrimes == [5, 2, 17], effects.count == 1 else {
      Issue.record(
        Comment(
          rawValue:
            "TODO(2): .counter(.addToFavoritesTapped) with 17 on the alert should append 17 to "
            + "the favourites [5, 2], in the user's order, "
            + "and return one effect that sends .favoritePrimes(.saveButtonTapped); "
            + "the favourites became \(state.favoritePrimes.favoritePrimes) and "
            + "\(effects.count) effects came back"))
      return
    }

    let saves = Calls<[Int]>()
    var dependencies = Dependencies.test
    dependencies.now = { [savedAt] in savedAt }
    dependencies.saveFavoritePrimes = { primes in await saves.record(primes) }
    await Dependencies.$current.withValue(dependencies) {
      let store = TestStore(initialState: showingSeventeen) { PrimeTime.appReducer }
      await store.send(.counter(.addToFavoritesTapped)) {
        $0.counter.alertNthPrime = nil
        $0.favoritePrimes.favoritePrimes = [5, 2, 17]
      }
      await store.receive(.favoritePrimes(.saveButtonTapped)) {
        $0.favoritePrimes.lastSavedAt = savedAt
      }
      await store.finish(timeout: .seconds(5))
    }
    #expect(
      await saves.all == [[5, 2, 17]],
      "TODO(2): the favourites should be saved once, in the user's order")
  }

  @Test func addToFavoritesTapped_WithNoAlert_ChangesNothing() async {
    let store = TestStore(initialState: AppState(counter: CounterState(count: 7))) {
      PrimeTime.appReducer
    }
    // No prime on screen: nothing to add, nothing to save.
    await store.send(.counter(.addToFavoritesTapped))
  }

  @Test func otherActions_ReachTheirOwnScreen() async {
    var dependencies = Dependencies.test
    dependencies.loadFavoritePrimes = { [5, 7] }
    await Dependencies.$current.withValue(dependencies) {
      let store = TestStore(initialState: showingSeventeen) { PrimeTime.appReducer }
      await store.send(.counter(.incrTapped)) { $0.counter.count = 8 }
      await store.send(.counter(.alertDismissButtonTapped)) { $0.counter.alertNthPrime = nil }
      await store.send(.favoritePrimes(.deleteFavoritePrimes([0]))) {
        $0.favoritePrimes.favoritePrimes = [2]
      }
      await store.send(.favoritePrimes(.loadButtonTapped))
      await store.receive(.favoritePrimes(.loadedFavoritePrimes([5, 7])), timeout: .seconds(5)) {
        $0.favoritePrimes.favoritePrimes = [5, 7]
      }
    }
  }
}
