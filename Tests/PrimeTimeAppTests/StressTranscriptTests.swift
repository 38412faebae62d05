import XCTest

@testable import PrimeTimeApp

/// The stress environment: loading a thousand favourite primes.
final class StressTranscriptTests: XCTestCase {
  func testLoad_ShowsTheCountAndTheFirstTenOnBothScreens() {
    let transcript = runPrimeTime(["--env", "stress"], input: ["open", "load", "back"])

    XCTAssertEqual(transcript.status, 0)
    XCTAssertEqual(
      suffix(of: transcript.output, fromLineStartingWith: "> load"),
      """
      > load
      Loaded 1000 favourite primes.
      === Favourite primes (1000) ===
       1. 2
       2. 3
       3. 5
       4. 7
       5. 11
       6. 13
       7. 17
       8. 19
       9. 23
      10. 29
      … and 990 more
      Last saved: never
      Buttons: [del N] [save] [load] [back]

      > back
      === Counter ===
      Count: 0
      0 is not prime.
      Favourites (1000): 2, 3, 5, 7, 11, 13, 17, 19, 23, 29 … and 990 more
      Buttons: [+] [-] [nth] [open]


      """)
  }

  func testDeleteFromTheMiddleAndTheEnd_OfAThousand() {
    let transcript = runPrimeTime(["--env=stress"], input: ["open", "load", "del 2 1000"])

    XCTAssertEqual(
      suffix(of: transcript.output, fromLineStartingWith: "> del"),
      """
      > del 2 1000
      === Favourite primes (998) ===
       1. 2
       2. 5
       3. 7
       4. 11
       5. 13
       6. 17
       7. 19
       8. 23
       9. 29
      10. 31
      … and 988 more
      Last saved: never
      Buttons: [del N] [save] [load] [back]


      """)
  }

  func testDebug_ShortensTheDiffOfAThousandLines() {
    let transcript = runPrimeTime(["--env", "stress", "--debug"], input: ["open", "load"])

    let output = suffix(of: transcript.output, fromLineStartingWith: "> load")
    XCTAssertTrue(output.contains("+ … (992 more lines)"), output)
    XCTAssertLessThan(output.split(separator: "\n").count, 80, output)
  }
}
