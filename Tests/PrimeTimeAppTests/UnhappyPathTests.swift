import EffectKit
import XCTest

@testable import PrimeTimeApp

/// What the app says when the world does not cooperate: a corrupt file, no answer, an effect
/// that never finishes. None of it may crash the app or leave the screen silent.
final class UnhappyPathTests: XCTestCase {
  private var directory: URL!

  override func setUpWithError() throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("PrimeTimeAppTests-\(UUID().uuidString)", isDirectory: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: directory)
  }

  /// The live file client, in a folder of this test's own, and the mock counter.
  private var liveFiles: AppEnvironment {
    var environment = AppEnvironment.mock
    environment.favoritePrimes.fileClient = .live(directory: directory)
    return environment
  }

  func testLoad_CorruptFile_SaysNothingWasLoaded() throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data("[2, 3, oops".utf8).write(to: directory.appendingPathComponent("favorite-primes.json"))

    let output = runPrimeTime(in: liveFiles, input: ["open", "load"])

    XCTAssertEqual(
      suffix(of: output, fromLineStartingWith: "> load"),
      """
      > load
      Nothing was loaded: favorite-primes.json is missing, or is not a list of numbers.
      === Favourite primes (0) ===
      No favourites yet.
      Last saved: never
      Buttons: [save] [load] [back]


      """)
  }

  func testSaveThenLoad_RoundTripsThroughTheDisk() {
    // Make 2 a favourite, save it, delete it from the screen, and load it back from the file.
    let output = runPrimeTime(
      in: liveFiles, input: ["+", "+", "fav", "open", "save", "del 1", "load"])

    XCTAssertEqual(
      suffix(of: output, fromLineStartingWith: "> load"),
      """
      > load
      Loaded 1 favourite prime.
      === Favourite primes (1) ===
      1. 2
      Last saved: 2009-02-13 23:31:30 UTC
      Buttons: [del N] [save] [load] [back]


      """)
  }

  func testUnknownCommand_WithControlCharacters_EscapesThemInTheEchoAndTheMessage() {
    let line = "\u{1B}[2Jboom\u{07}"

    let output = runPrimeTime(input: [line]).output

    XCTAssertTrue(output.contains("> \\u{1B}[2Jboom\\u{7}\n"), output)
    XCTAssertTrue(output.contains("Unknown command '\\u{1B}[2Jboom\\u{7}'."), output)
    XCTAssertFalse(
      output.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\n" },
      "no raw control character reaches the terminal: \(output.debugDescription)")
  }

  func testNthPrime_NoAnswer_SaysSoAndEnablesTheButtonAgain() {
    var environment = AppEnvironment.mock
    environment.counter.nthPrime = { _ in Effect(value: nil) }

    let output = runPrimeTime(in: environment, input: ["+", "+", "nth"])

    XCTAssertEqual(
      suffix(of: output, fromLineStartingWith: "> nth"),
      """
      > nth
      No answer came for the 2nd prime (no network, or the request failed).
      === Counter ===
      Count: 2
      2 is prime, not a favourite yet.
      Favourites: none
      Buttons: [+] [-] [nth] [fav: save 2] [open]


      """)
  }

  func testNthPrime_EffectThatNeverFinishes_GivesUpAfterTheTimeoutAndCarriesOn() {
    var environment = AppEnvironment.mock
    environment.counter.nthPrime = { _ in Effect.empty(completeImmediately: false) }

    let output = runPrimeTime(in: environment, effectTimeout: 0.2, input: ["nth", "nth", "+"])

    XCTAssertEqual(
      suffix(of: output, fromLineStartingWith: "> nth"),
      """
      > nth
      Gave up waiting after 0.2 s for 1 effect; what it sends will show after a later command.
      === Counter ===
      Count: 0
      0 is not prime.
      Favourites: none
      Buttons: [+] [-] [nth: waiting] [open]

      > nth
      The nth button is disabled until the last answer arrives.

      > +
      Gave up waiting after 0.2 s for 1 effect; what it sends will show after a later command.
      === Counter ===
      Count: 1
      1 is not prime.
      Favourites: none
      Buttons: [+] [-] [nth: waiting] [open]


      """)
  }

  func testNthPrime_ComputedOnABackgroundQueue_ArrivesOnTheMainQueueBeforeTheScreen() {
    // The reference offline client: a real background queue, and a real delay.
    var environment = AppEnvironment.mock
    environment.counter = .offline

    let output = runPrimeTime(in: environment, input: ["+", "+", "+", "+", "+", "+", "nth"])

    XCTAssertEqual(
      suffix(of: output, fromLineStartingWith: "> nth"),
      """
      > nth
      === Counter ===
      Count: 6
      6 is not prime.
      Favourites: none
      Alert: the 6th prime is 13. [dismiss]
      Buttons: [+] [-] [nth] [open]


      """)
  }

  func testNthPrime_AtZero_WithTheOfflineClient_SaysThereIsNoSuchPosition() {
    var environment = AppEnvironment.mock
    environment.counter = .offline

    let output = runPrimeTime(in: environment, input: ["nth"])

    XCTAssertTrue(
      output.contains("No answer: there is no prime at position 0; positions start at 1.\n"),
      output)
  }
}
