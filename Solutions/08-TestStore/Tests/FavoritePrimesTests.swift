import EffectKit
import Foundation
import XCTest

@testable import PrimeTime

final class FavoritePrimesTests: XCTestCase {
  func testDeleteFavoritePrimes_RemovesThePrimesAtThoseOffsets() {
    let store = makeStore(FavoritePrimesState(favoritePrimes: [2, 3, 5, 7]))
    store.assert(.send(.deleteFavoritePrimes([1, 3])) { $0.favoritePrimes = [2, 5] })
  }

  func testSaveButtonTapped_StampsTheDateAndSavesTheListAsJSON() {
    // The mock disk keeps what it is asked to save.
    var saved: [(fileName: String, data: Data)] = []
    var environment = FavoritePrimesEnvironment.mock
    environment.fileClient.save = { fileName, data in
      .fireAndForget { saved.append((fileName, data)) }
    }
    // In the user's order, which is not sorted: the save must keep it.
    let store = makeStore(FavoritePrimesState(favoritePrimes: [5, 2, 31]), environment)

    store.assert(
      .send(.saveButtonTapped) { $0.lastSavedAt = Date(timeIntervalSince1970: 1_234_567_890) },
      // The save effect has run: once, with the list as JSON. It sent nothing back.
      .do {
        XCTAssertEqual(saved.map(\.fileName), ["favorite-primes.json"])
        let lists = try saved.map { try JSONDecoder().decode([Int].self, from: $0.data) }
        XCTAssertEqual(lists, [[5, 2, 31]])
      }
    )
  }

  func testLoadButtonTapped_FeedsTheLoadedPrimesBack() {
    var environment = FavoritePrimesEnvironment.mock
    environment.fileClient.load = { _ in .sync { try? JSONEncoder().encode([2, 31]) } }
    let store = makeStore(FavoritePrimesState(favoritePrimes: [2, 3]), environment)

    store.assert(
      .send(.loadButtonTapped),
      .receive(.loadedFavoritePrimes([2, 31])) { $0.favoritePrimes = [2, 31] }
    )
  }

  func testLoadButtonTapped_WithNothingSaved_ChangesNothing() {
    var environment = FavoritePrimesEnvironment.mock
    environment.fileClient.load = { _ in Effect(value: nil) }
    let store = makeStore(FavoritePrimesState(favoritePrimes: [2, 3]), environment)

    // No action comes back, and the effect finishes: nothing more to assert.
    store.assert(.send(.loadButtonTapped))
  }

  func testSaveThenLoad_BringsBackWhatWasSaved() {
    var saved: Data?
    var environment = FavoritePrimesEnvironment.mock
    environment.fileClient.save = { _, data in .fireAndForget { saved = data } }
    let store = makeStore(FavoritePrimesState(favoritePrimes: [2, 3, 5]), environment)

    store.assert(
      .send(.saveButtonTapped) { $0.lastSavedAt = Date(timeIntervalSince1970: 1_234_567_890) },
      .send(.deleteFavoritePrimes([0])) { $0.favoritePrimes = [3, 5] },
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
