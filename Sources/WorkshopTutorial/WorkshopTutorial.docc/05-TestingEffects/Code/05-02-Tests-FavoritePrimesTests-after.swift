import EffectKit
import Foundation
import XCTest

@testable import FavoritePrimes

// The reference tests of this step: they pass on the app code, and fail on every planted bug
// they are expected to catch.

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
    // TODO(3): keep the bytes the mock's save receives; assert they decode to the state's primes.
    XCTFail("TODO(3): write a test that decodes the bytes the save effect wrote")
  }

  func testLoadButtonTapped_FeedsTheLoadedPrimesBack() throws {
    // TODO(4): make the mock's load return primes of your choosing; run the load effect; capture
    // its action; wait for completion; feed the action back and assert the new state.
    XCTFail("TODO(4): write a test that runs the load effect and feeds its action back")
  }
}
