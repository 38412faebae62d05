import XCTest

@testable import WorkshopDocs

/// Listing lines wrapped to the code panel's width, where Swift allows a break.
final class ListingWrapTests: XCTestCase {
  func testALongCall_BreaksAfterItsLastCommaWithinTheWidth() {
    let line =
      "    let store = TestStore(initialState: CounterState(count: 7), reducer: counterReducer, "
      + "environment: .mock)"
    let wrapped = wrappedForListing([line])
    XCTAssertEqual(
      wrapped,
      [
        "    let store = TestStore(initialState: CounterState(count: 7), reducer: counterReducer,",
        "      environment: .mock)",
      ])
  }

  func testALongComment_GoesOnInTheCommentBelow() {
    let lines = [
      "  // NB: the first line of this comment runs on and on until it is longer than the panel "
        + "is wide",
      "  // and the second line takes the rest.",
    ]
    XCTAssertEqual(
      wrappedForListing(lines),
      [
        "  // NB: the first line of this comment runs on and on until it is longer than the panel",
        "  // is wide and the second line takes the rest.",
      ])
  }

  func testALongString_IsSplitInTwoLiterals_JoinedByAPlus() {
    let line =
      "    XCTFail(\"TODO(3): write tests of the tokenizer's tokens and errors, using "
      + "awaitOutput\")"
    let wrapped = wrappedForListing([line])
    XCTAssertEqual(
      wrapped,
      [
        "    XCTFail(\"TODO(3): write tests of the tokenizer's tokens and errors, using \"",
        "      + \"awaitOutput\")",
      ])
    XCTAssertTrue(wrapped.allSatisfy { $0.count <= ListingWidth.characters })
  }

  func testAShortLine_StaysAsItIs() {
    XCTAssertEqual(wrappedForListing(["  let a = 1"]), ["  let a = 1"])
  }

  func testATerminalsLongLine_GoesOnIndentedAfterADot() {
    let line =
      "  ✓ FavoritePrimesReducerChecks."
      + "testDeleteFavoritePrimes_RemovesThoseAndLeavesLastSavedAtAlone"
    XCTAssertEqual(
      CheckRuns.wrapped([line]),
      [
        "  ✓ FavoritePrimesReducerChecks.",
        "      testDeleteFavoritePrimes_RemovesThoseAndLeavesLastSavedAtAlone",
      ])
  }
}
