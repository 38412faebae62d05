import XCTest

@testable import PrimeTimeApp

/// The little the app reducer does itself, and its routing to the reference reducers.
final class AppReducerTests: XCTestCase {
  func testSaveFavoritePrime_AddsAPrimeOnce_AndNeverANonPrime() {
    var state = AppState(count: 7)

    _ = appReducer(state: &state, action: .saveFavoritePrimeTapped)
    _ = appReducer(state: &state, action: .saveFavoritePrimeTapped)
    XCTAssertEqual(state.favoritePrimes, [7])

    state.count = 8
    _ = appReducer(state: &state, action: .saveFavoritePrimeTapped)
    XCTAssertEqual(state.favoritePrimes, [7], "8 is not prime and must not become a favourite")
  }

  func testRemoveFavoritePrime_RemovesTheCount() {
    var state = AppState(count: 7, favoritePrimes: [2, 7, 31])

    _ = appReducer(state: &state, action: .removeFavoritePrimeTapped)

    XCTAssertEqual(state.favoritePrimes, [2, 31])
  }

  func testLoadedFavoritePrimes_KeepsOnlyPrimes_EachOnce() {
    var state = AppState()

    _ = appReducer(
      state: &state, action: .favoritePrimes(.loadedFavoritePrimes([4, 2, 6, -7, 0, 2, 1, 31])))

    XCTAssertEqual(state.favoritePrimes, [2, 31])
  }

  func testSaveFailed_PutsBackTheLastRealSave_AndTheNextSaveClearsTheReason() {
    let realSave = Date(timeIntervalSince1970: 1_000)
    var state = AppState(favoritePrimes: [2], lastSavedAt: Date(timeIntervalSince1970: 2_000))

    _ = appReducer(
      state: &state, action: .saveFailed(SaveFailure(reason: "disk full", lastSavedAt: realSave)))
    XCTAssertEqual(state.lastSavedAt, realSave)
    XCTAssertEqual(state.unsavedReason, "disk full")
    XCTAssertEqual(state.favoritePrimes, [2], "the favourites stay")

    _ = appReducer(state: &state, action: .favoritePrimes(.saveButtonTapped))
    XCTAssertNil(state.unsavedReason)
  }

  func testFeatureActions_ReachTheReferenceReducers() {
    var state = AppState(favoritePrimes: [2, 3, 5])

    _ = appReducer(state: &state, action: .counter(.incrTapped))
    _ = appReducer(state: &state, action: .favoritePrimes(.deleteFavoritePrimes([1])))

    XCTAssertEqual(state.count, 1)
    XCTAssertEqual(state.favoritePrimes, [2, 5])
  }

  func testIsPrime() {
    XCTAssertEqual((-3...13).filter(isPrime), [2, 3, 5, 7, 11, 13])
    XCTAssertEqual(firstPrimes(1000).last, 7919)
  }

  func testOrdinal() {
    let ordinals = [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ScreenText.ordinal)
    XCTAssertEqual(
      ordinals,
      ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd"]
        + ["101st", "111th"])
  }
}
