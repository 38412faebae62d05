import EffectKit
import EffectKitAsyncTesting
import Foundation
import Testing
import WorkshopChecks

@testable import PrimeTime

/// The favourite primes screen is given; these checks keep it right.
@MainActor
@Suite(.localizedIssues, .testDependencies, .timeLimit(.minutes(1)))
struct FavoritePrimesReducerChecks {
  @Test func saveButtonTapped_StampsTheDateAndSavesTheList() async {
    let savedAt = Date(timeIntervalSince1970: 1_234_567_890)
    let saves = Calls<[Int]>()
    var dependencies = Dependencies.test
    dependencies.now = { savedAt }
    dependencies.saveFavoritePrimes = { primes in await saves.record(primes) }
    await Dependencies.$current.withValue(dependencies) {
      // NB: neither sorted nor reversed: a save that reorders the list saves another one.
      let store = TestStore(initialState: FavoritePrimesState(favoritePrimes: [5, 2, 31])) {
        PrimeTime.favoritePrimesReducer
      }
      await store.send(.saveButtonTapped) { $0.lastSavedAt = savedAt }
      await store.finish(timeout: .seconds(5))
    }
    #expect(await saves.all == [[5, 2, 31]], "the list is saved as the user ordered it")
  }

  @Test func loadButtonTapped_SendsWhatWasSavedBack() async {
    for saved in [[2, 31], nil] as [[Int]?] {
      var dependencies = Dependencies.test
      dependencies.loadFavoritePrimes = { saved }
      await Dependencies.$current.withValue(dependencies) {
        let store = TestStore(initialState: FavoritePrimesState(favoritePrimes: [2, 3])) {
          PrimeTime.favoritePrimesReducer
        }
        await store.send(.loadButtonTapped)
        if let saved {
          await store.receive(.loadedFavoritePrimes(saved), timeout: .seconds(5)) {
            $0.favoritePrimes = saved
          }
        } else {
          // Nothing saved: nothing comes back, and the effect ends.
          await store.finish(timeout: .seconds(5))
        }
      }
    }
  }

  @Test func saveAndLoadEffects_KeepTheOverridesWhenTheyRunAfterTheScope() async {
    let saves = Calls<[Int]>()
    var dependencies = Dependencies.test
    dependencies.now = { Date(timeIntervalSince1970: 0) }
    dependencies.saveFavoritePrimes = { primes in await saves.record(primes) }
    dependencies.loadFavoritePrimes = { [7] }
    var state = FavoritePrimesState(favoritePrimes: [3, 2])
    // The effects are built inside the scope and run after it has ended.
    let effects = Dependencies.$current.withValue(dependencies) {
      PrimeTime.favoritePrimesReducer(state: &state, action: .saveButtonTapped)
        + PrimeTime.favoritePrimesReducer(state: &state, action: .loadButtonTapped)
    }
    guard
      let actions = await CheckDeadline.outputs(
        of: effects, "The effects of .saveButtonTapped and .loadButtonTapped")
    else { return }
    #expect(await saves.all == [[3, 2]], "save reads its dependency where the effect is built")
    #expect(actions == [.loadedFavoritePrimes([7])], "so does load")
  }

  @Test func deleteFavoritePrimes_RemovesThePrimesAtThoseOffsets() async {
    let store = TestStore(initialState: FavoritePrimesState(favoritePrimes: [2, 3, 5, 7])) {
      PrimeTime.favoritePrimesReducer
    }
    await store.send(.deleteFavoritePrimes([1, 3])) { $0.favoritePrimes = [2, 5] }
  }
}
