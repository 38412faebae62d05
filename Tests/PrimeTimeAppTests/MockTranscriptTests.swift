import XCTest

@testable import PrimeTimeApp

/// The app in the mock environment, driven by scripts, compared with the exact text it prints.
final class MockTranscriptTests: XCTestCase {
  func testWalkthrough_CountFavouriteDeleteSaveLoadNthPrimeDismiss() {
    let script =
      ["+", "+", "+", "+", "+", "+", "+", "fav", "open", "del 1", "save", "load"]
      + ["back", "nth", "dismiss"]

    let transcript = runPrimeTime(input: script)

    XCTAssertEqual(transcript.status, 0)
    XCTAssertEqual(
      transcript.output,
      """
      PrimeTime: the workshop's app, on the reference reducers of step 08.
      Environment: mock. No disk, no network: load finds [2, 31], save writes nothing,
      every nth prime is 17, and the clock stands at 2009-02-13 23:31:30 UTC.
      Type 'help' for the commands.

      === Counter ===
      Count: 0
      0 is not prime.
      Favourites: none
      Buttons: [+] [-] [nth] [open]

      > +
      === Counter ===
      Count: 1
      1 is not prime.
      Favourites: none
      Buttons: [+] [-] [nth] [open]

      > +
      === Counter ===
      Count: 2
      2 is prime, not a favourite yet.
      Favourites: none
      Buttons: [+] [-] [nth] [fav: save 2] [open]

      > +
      === Counter ===
      Count: 3
      3 is prime, not a favourite yet.
      Favourites: none
      Buttons: [+] [-] [nth] [fav: save 3] [open]

      > +
      === Counter ===
      Count: 4
      4 is not prime.
      Favourites: none
      Buttons: [+] [-] [nth] [open]

      > +
      === Counter ===
      Count: 5
      5 is prime, not a favourite yet.
      Favourites: none
      Buttons: [+] [-] [nth] [fav: save 5] [open]

      > +
      === Counter ===
      Count: 6
      6 is not prime.
      Favourites: none
      Buttons: [+] [-] [nth] [open]

      > +
      === Counter ===
      Count: 7
      7 is prime, not a favourite yet.
      Favourites: none
      Buttons: [+] [-] [nth] [fav: save 7] [open]

      > fav
      === Counter ===
      Count: 7
      7 is prime, and a favourite.
      Favourites (1): 7
      Buttons: [+] [-] [nth] [fav: remove 7] [open]

      > open
      === Favourite primes (1) ===
      1. 7
      Last saved: never
      Buttons: [del N] [save] [load] [back]

      > del 1
      === Favourite primes (0) ===
      No favourites yet.
      Last saved: never
      Buttons: [save] [load] [back]

      > save
      === Favourite primes (0) ===
      No favourites yet.
      Last saved: 2009-02-13 23:31:30 UTC
      Buttons: [save] [load] [back]

      > load
      Loaded 2 favourite primes.
      === Favourite primes (2) ===
      1. 2
      2. 31
      Last saved: 2009-02-13 23:31:30 UTC
      Buttons: [del N] [save] [load] [back]

      > back
      === Counter ===
      Count: 7
      7 is prime, not a favourite yet.
      Favourites (2): 2, 31
      Buttons: [+] [-] [nth] [fav: save 7] [open]

      > nth
      === Counter ===
      Count: 7
      7 is prime, not a favourite yet.
      Favourites (2): 2, 31
      Alert: the 7th prime is 17. [dismiss]
      Buttons: [+] [-] [nth] [fav: save 7] [open]

      > dismiss
      === Counter ===
      Count: 7
      7 is prime, not a favourite yet.
      Favourites (2): 2, 31
      Buttons: [+] [-] [nth] [fav: save 7] [open]


      """)
  }

  func testUnknownCommand_PrintsOneLineOfHelpAndGoesOn() {
    let transcript = runPrimeTime(input: ["jump", "+"])

    XCTAssertEqual(transcript.status, 0)
    XCTAssertEqual(
      suffix(of: transcript.output, fromLineStartingWith: "> jump"),
      """
      > jump
      Unknown command 'jump'. Commands: + - nth fav dismiss open back del N save load help quit

      > +
      === Counter ===
      Count: 1
      1 is not prime.
      Favourites: none
      Buttons: [+] [-] [nth] [open]


      """)
  }

  func testButtonsMissingFromTheScreen_SayWhyAndChangeNothing() {
    let transcript = runPrimeTime(input: ["fav", "save", "dismiss", "open", "del 3", "+"])

    XCTAssertEqual(
      suffix(of: transcript.output, fromLineStartingWith: "> fav"),
      """
      > fav
      0 is not prime, so it cannot be a favourite.

      > save
      That is a button of the favourite primes screen: type 'open' first.

      > dismiss
      There is no alert to dismiss.

      > open
      === Favourite primes (0) ===
      No favourites yet.
      Last saved: never
      Buttons: [save] [load] [back]

      > del 3
      There are no favourites to delete.

      > +
      That is a button of the counter: type 'back' first.


      """)
  }

  func testQuit_StopsReadingAndExitsWithZero() {
    let transcript = runPrimeTime(input: ["quit", "+"])

    XCTAssertEqual(transcript.status, 0)
    XCTAssertTrue(transcript.output.hasSuffix("> quit\n"), transcript.output)
  }
}
