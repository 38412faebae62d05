import XCTest

@testable import FavoritePrimes

/// The favourite primes reducer, with the clock under each test's control.
final class FavoritePrimesReducerTests: XCTestCase {
  override func setUp() {
    super.setUp()
    // Every test starts in the mock world, where the clock is stopped.
    Current = .mock
  }

  override func tearDown() {
    // NB: `Current` outlives each test; put the real world back for whatever runs next.
    Current = .live
    super.tearDown()
  }

  func testSaveButtonTapped_RecordsTheMockDate() {
    var state = FavoritePrimesState(favoritePrimes: [2, 3, 5])

    let effects = favoritePrimesReducer(state: &state, action: .saveButtonTapped)

    // The mock's clock reads 2009-02-13 23:31:30 UTC, so that is when the primes were saved.
    XCTAssertEqual(
      state,
      FavoritePrimesState(
        favoritePrimes: [2, 3, 5], lastSavedAt: Date(timeIntervalSince1970: 1_234_567_890)
      )
    )
    XCTAssertTrue(effects.isEmpty)
  }

  func testSaveButtonTapped_RecordsTheTimeThisTestChose() {
    // This test wants its own moment: the first second of 1970.
    Current.date = { Date(timeIntervalSince1970: 0) }
    var state = FavoritePrimesState(
      favoritePrimes: [7], lastSavedAt: Date(timeIntervalSince1970: 1_234_567_890)
    )

    let effects = favoritePrimesReducer(state: &state, action: .saveButtonTapped)

    // The earlier save date is replaced by the one this test chose.
    XCTAssertEqual(
      state,
      FavoritePrimesState(favoritePrimes: [7], lastSavedAt: Date(timeIntervalSince1970: 0))
    )
    XCTAssertTrue(effects.isEmpty)

    // A minute later, a second save records the new moment.
    Current.date = { Date(timeIntervalSince1970: 60) }
    _ = favoritePrimesReducer(state: &state, action: .saveButtonTapped)
    XCTAssertEqual(state.lastSavedAt, Date(timeIntervalSince1970: 60))
  }

  func testDeleteFavoritePrimes_RemovesThemAndLeavesLastSavedAtAlone() {
    XCTFail(
      "TODO(6): delete some primes and assert the whole new state: the primes that remain, "
        + "and lastSavedAt as it was"
    )
  }
}
