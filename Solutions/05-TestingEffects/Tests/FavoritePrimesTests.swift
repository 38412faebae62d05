import EffectKit
import Foundation
import XCTest

@testable import FavoritePrimes

// The tests of this step. The app code is complete: the workshop runs these tests on it, then
// again with bugs planted in it, and checks that they notice each one.

final class FavoritePrimesTests: XCTestCase {
  /// Keeps every effect a test starts alive until the test ends.
  var cancellables: Set<Cancellable> = []

  override func setUp() {
    super.setUp()
    // Every test starts from the mock environment: no disk, a stopped clock.
    Current = .mock
  }

  func testSaveButtonTapped_RunsTheSaveEffectWhichEmitsNothing() throws {
    // Replace the save endpoint with one that records that it ran.
    var didSave = false
    Current.fileClient.save = { _, _ in .fireAndForget { didSave = true } }

    var state = FavoritePrimesState(favoritePrimes: [2, 3, 5])
    let effects = favoritePrimesReducer(state: &state, action: .saveButtonTapped)

    // The reducer only stamps the date...
    XCTAssertEqual(
      state,
      FavoritePrimesState(
        favoritePrimes: [2, 3, 5], lastSavedAt: Date(timeIntervalSince1970: 1_234_567_890)))
    // ...and hands back exactly one effect, which has not run yet.
    XCTAssertEqual(effects.count, 1)
    XCTAssertFalse(didSave, "the reducer must not save by itself; the effect does")
    let effect = try XCTUnwrap(effects.first)

    // Run it: it must finish without ever emitting an action.
    let completed = expectation(description: "the save effect completed")
    effect.sink(
      receiveCompletion: { _ in completed.fulfill() },
      receiveValue: { action in XCTFail("a save must emit nothing, but it emitted \(action)") }
    )
    .store(in: &cancellables)
    wait(for: [completed], timeout: 0)

    XCTAssertTrue(didSave, "running the save effect should call Current.fileClient.save")
  }

  func testSaveButtonTapped_SavesTheFavoritePrimesAsJSON() throws {
    // Replace the save endpoint with one that keeps what it was given.
    var savedFileName: String?
    var savedData: Data?
    Current.fileClient.save = { fileName, data in
      .fireAndForget {
        savedFileName = fileName
        savedData = data
      }
    }

    // Saving returns one effect: the save, described but not run yet.
    var state = FavoritePrimesState(favoritePrimes: [2, 3, 5])
    let effects = favoritePrimesReducer(state: &state, action: .saveButtonTapped)
    let effect = try XCTUnwrap(effects.first)

    // Run it. The mock saves on the spot, so the effect is done before `wait` starts.
    let completed = expectation(description: "the save effect completed")
    effect.sink(receiveCompletion: { _ in completed.fulfill() }, receiveValue: { _ in })
      .store(in: &cancellables)
    wait(for: [completed], timeout: 0)

    // The bytes handed to the file client must decode to the very list in the state.
    XCTAssertEqual(savedFileName, "favorite-primes.json")
    let data = try XCTUnwrap(savedData, "the save effect never called Current.fileClient.save")
    XCTAssertEqual(try JSONDecoder().decode([Int].self, from: data), [2, 3, 5])
  }

  func testLoadButtonTapped_FeedsTheLoadedPrimesBack() throws {
    // The "disk" holds a list of our choosing.
    Current.fileClient.load = { _ in .sync { try? JSONEncoder().encode([5, 7, 11]) } }

    var state = FavoritePrimesState(favoritePrimes: [2, 3])
    var effects = favoritePrimesReducer(state: &state, action: .loadButtonTapped)

    // Tapping load changes nothing yet; it only returns the load effect.
    XCTAssertEqual(state, FavoritePrimesState(favoritePrimes: [2, 3]))
    XCTAssertEqual(effects.count, 1)
    let effect = try XCTUnwrap(effects.first)

    // Run the effect and capture the action it feeds back.
    var nextAction: FavoritePrimesAction?
    let completed = expectation(description: "the load effect completed")
    effect.sink(
      receiveCompletion: { _ in completed.fulfill() },
      receiveValue: { action in
        XCTAssertEqual(action, .loadedFavoritePrimes([5, 7, 11]))
        nextAction = action
      }
    )
    .store(in: &cancellables)
    // NB: zero seconds is enough: this load is synchronous, so the effect has completed before
    // `sink` returns. An effect that never completes fails here instead of hanging.
    wait(for: [completed], timeout: 0)

    // Feed the captured action back, as the store would.
    let action = try XCTUnwrap(nextAction, "the load effect should emit an action")
    effects = favoritePrimesReducer(state: &state, action: action)
    XCTAssertEqual(state, FavoritePrimesState(favoritePrimes: [5, 7, 11]))
    XCTAssertTrue(effects.isEmpty)
  }
}
