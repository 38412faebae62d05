import XCTest

@testable import PrimeTimeApp

/// `--debug`: every action the store runs, and the change it made to the state.
final class DebugTranscriptTests: XCTestCase {
  func testDebug_PrintsTheActionAndTheStateDiffBeforeTheScreen() {
    let transcript = runPrimeTime(["--debug"], input: ["+"])

    XCTAssertEqual(
      suffix(of: transcript.output, fromLineStartingWith: "> +"),
      """
      > +
      action: AppAction.counter(CounterAction.incrTapped)
        AppState(
          screen: Screen.counter,
      −   count: 0,
      +   count: 1,
          isNthPrimeButtonDisabled: false,
          alertNthPrime: nil,
          favoritePrimes: [],
          lastSavedAt: nil,
          unsavedReason: nil
        )
      (Before: −, After: +)

      === Counter ===
      Count: 1
      1 is not prime.
      Favourites: none
      Buttons: [+] [-] [nth] [open]


      """)
  }

  func testDebug_ShowsTheActionAnEffectSentBack_AndSaysWhenNothingChanged() {
    let transcript = runPrimeTime(["--debug"], input: ["open", "load"])

    XCTAssertEqual(
      suffix(of: transcript.output, fromLineStartingWith: "> load"),
      """
      > load
      action: AppAction.favoritePrimes(
        FavoritePrimesAction.loadButtonTapped
      )
      (No state changes)

      action: AppAction.favoritePrimes(
        FavoritePrimesAction.loadedFavoritePrimes([2, 31])
      )
        AppState(
          screen: Screen.favoritePrimes,
          count: 0,
          isNthPrimeButtonDisabled: false,
          alertNthPrime: nil,
      −   favoritePrimes: [],
      +   favoritePrimes: [2, 31],
          lastSavedAt: nil,
          unsavedReason: nil
        )
      (Before: −, After: +)

      Loaded 2 favourite primes.
      === Favourite primes (2) ===
      1. 2
      2. 31
      Last saved: never
      Buttons: [del N] [save] [load] [back]


      """)
  }
}
