import XCTest

@testable import FavoritePrimes

/// The favourite primes reducer, with the clock under each test's control.
final class FavoritePrimesReducerTests: XCTestCase {
  override func setUp() {
    super.setUp()
    // TODO(4): start every test in the mock world.
  }

  override func tearDown() {
    // NB: `Current` outlives each test; put the real world back for whatever runs next.
    Current = .live
    super.tearDown()
  }

  func testSaveButtonTapped_RecordsTheMockDate() {
    XCTFail(
      "TODO(4): in setUp, switch Current to .mock; here, tap save and assert that the "
        + "new state "
        + "records the mock's date"
    )
  }

  func testSaveButtonTapped_RecordsTheTimeThisTestChose() {
    XCTFail(
      "TODO(5): set Current.date to a moment of this test's own, tap save, and assert "
        + "that "
        + "exactly that moment was recorded; then save again at another moment and "
          + "assert it"
    )
  }

  func testDeleteFavoritePrimes_RemovesThemAndLeavesLastSavedAtAlone() {
    XCTFail(
      "TODO(6): delete some primes and assert the whole new state: the primes that "
        + "remain, "
        + "and lastSavedAt as it was"
    )
  }
}

