import WorkshopChecks
import XCTest

@testable import FavoritePrimes

/// Step 02's checks on the reducer: saving records `Current`'s time and nothing else does.
///
/// Step 03 ships this reducer unchanged and links this file among its checks too (its TODO
/// numbers are step 02's), so that a slip in step 03's copy is caught as well.
final class FavoritePrimesReducerChecks: LocalizedTestCase {
  /// Moments far from today, so that a reducer reading the system clock cannot match by luck.
  private let moments = [0, 1_234_567_890, 2_000_000_000.5, -86_400]
    .map(Date.init(timeIntervalSince1970:))

  override func setUp() {
    super.setUp()
    Current = .live
  }

  override func tearDown() {
    Current = .live
    super.tearDown()
  }

  // MARK: - TODO(3) · saving reads Current's clock

  func testSaveButtonTapped_RecordsExactlyWhatCurrentDateTells() {
    for moment in moments {
      Current.date = { moment }
      var state = FavoritePrimesState(favoritePrimes: [2, 3, 5])
      _ = favoritePrimesReducer(state: &state, action: .saveButtonTapped)
      assertRecorded(state.lastSavedAt, expected: moment)
    }
  }

  func testSaveButtonTapped_AsksTheClockAtEverySave() {
    var state = FavoritePrimesState(favoritePrimes: [2, 3, 5])
    Current.date = { Date(timeIntervalSince1970: 1_000) }
    _ = favoritePrimesReducer(state: &state, action: .saveButtonTapped)
    Current.date = { Date(timeIntervalSince1970: 2_000) }
    _ = favoritePrimesReducer(state: &state, action: .saveButtonTapped)
    assertRecorded(state.lastSavedAt, expected: Date(timeIntervalSince1970: 2_000))
  }

  func testSaveButtonTapped_KeepsThePrimesAndRunsNoEffects() {
    Current.date = { Date(timeIntervalSince1970: 0) }
    var state = FavoritePrimesState(favoritePrimes: [2, 3, 5])
    let effects = favoritePrimesReducer(state: &state, action: .saveButtonTapped)
    XCTAssertEqual(state.favoritePrimes, [2, 3, 5], localized("Saving must not change the primes"))
    XCTAssertTrue(
      effects.isEmpty,
      localized(
        """
        In this step saving only records the time; writing to disk arrives in steps 03–04, so \
        return []
        """)
    )
  }

  // MARK: - Only saving records the time

  func testDeleteFavoritePrimes_RemovesThoseAndLeavesLastSavedAtAlone() {
    Current.date = { Date(timeIntervalSince1970: 0) }
    for lastSavedAt in [nil, Date(timeIntervalSince1970: 1_234_567_890)] {
      var state = FavoritePrimesState(favoritePrimes: [2, 3, 5, 7, 11], lastSavedAt: lastSavedAt)
      let effects = favoritePrimesReducer(state: &state, action: .deleteFavoritePrimes([0, 2]))
      XCTAssertEqual(
        state, FavoritePrimesState(favoritePrimes: [3, 7, 11], lastSavedAt: lastSavedAt),
        localized(
          """
          Deleting removes the primes at those offsets and leaves lastSavedAt alone: only saving \
          records the time
          """)
      )
      XCTAssertTrue(effects.isEmpty, localized("Deleting runs no effects"))
    }
  }

  func testLoadButtonTapped_ChangesNothingYet() {
    Current.date = { Date(timeIntervalSince1970: 0) }
    let start = FavoritePrimesState(favoritePrimes: [2, 3], lastSavedAt: nil)
    var state = start
    let effects = favoritePrimesReducer(state: &state, action: .loadButtonTapped)
    XCTAssertEqual(
      state, start, localized("Tapping load changes nothing yet: reading from disk is step 04"))
    XCTAssertTrue(effects.isEmpty, localized("Tapping load runs no effects yet"))
  }

  func testLoadedFavoritePrimes_ReplacesTheListAndLeavesLastSavedAtAlone() {
    Current.date = { Date(timeIntervalSince1970: 0) }
    let savedAt = Date(timeIntervalSince1970: 1_234_567_890)
    var state = FavoritePrimesState(favoritePrimes: [2, 3], lastSavedAt: savedAt)
    let effects = favoritePrimesReducer(state: &state, action: .loadedFavoritePrimes([5, 7, 11]))
    XCTAssertEqual(
      state, FavoritePrimesState(favoritePrimes: [5, 7, 11], lastSavedAt: savedAt),
      localized("Loaded primes replace the list; lastSavedAt stays as it was")
    )
    XCTAssertTrue(effects.isEmpty, localized("Receiving loaded primes runs no effects"))
  }

  // MARK: - Helpers

  private func assertRecorded(
    _ recorded: Date?, expected: Date, file: StaticString = #filePath, line: UInt = #line
  ) {
    guard let recorded else {
      return XCTFail(
        "TODO(3): .saveButtonTapped should set lastSavedAt to Current.date() (\(expected)); "
          + "it left lastSavedAt nil",
        file: file, line: line
      )
    }
    guard recorded != expected else { return }
    // NB: a minute's slack tells "read the system clock" apart from any other wrong date.
    if abs(recorded.timeIntervalSinceNow) <= 60 {
      XCTFail(
        "TODO(3): .saveButtonTapped recorded the system clock's time (\(recorded)) although "
          + "Current.date() tells \(expected): the reducer still calls Date() (or another real "
          + "clock) directly; ask Current.date() instead",
        file: file, line: line
      )
    } else {
      XCTFail(
        "TODO(3): .saveButtonTapped should record exactly Current.date() (\(expected)); "
          + "it recorded \(recorded)",
        file: file, line: line
      )
    }
  }
}
