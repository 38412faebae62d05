import XCTest

@testable import PrimeTimeApp

/// The command line: options, `--help`, and the exit status for arguments it cannot run.
final class ArgumentTests: XCTestCase {
  func testParse_ReadsTheEnvironmentAndDebug() throws {
    var expected = Options()
    expected.environment = .stress
    expected.debug = true

    XCTAssertEqual(try Options.parse(["--env", "stress", "--debug"]), .run(expected))
    XCTAssertEqual(try Options.parse(["--debug", "--env=stress"]), .run(expected))
    XCTAssertEqual(try Options.parse([]), .run(Options()))
    XCTAssertEqual(try Options.parse(["--env", "live", "-h"]), .help)
  }

  func testLiveEnvironment_KeepsFavouritesUnderHOME_AndSaysWhere() throws {
    // NB: Foundation's own documents folder comes from the user database for root on Linux,
    // whatever HOME says.
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("home-\(UUID())")
    let saved = ProcessInfo.processInfo.environment["HOME"]
    setenv("HOME", home.path, 1)
    defer {
      if let saved { setenv("HOME", saved, 1) } else { unsetenv("HOME") }
    }
    let file = home.appendingPathComponent("Documents/favorite-primes.json").path

    XCTAssertEqual(DemoEnvironment.live.favoritesFile?.url.path, file)
    XCTAssertTrue(
      DemoEnvironment.live.summary.contains("Favourites are saved to \(file);"),
      DemoEnvironment.live.summary)
  }

  func testHelp_PrintsTheOptionsAndExitsWithZero() {
    let transcript = runPrimeTime(["--help"], input: ["+"])

    XCTAssertEqual(transcript.status, 0)
    XCTAssertTrue(
      transcript.output.hasPrefix(
        "Usage: primetime [--env mock|stress|live] [--debug] [--help]\n"), transcript.output)
    XCTAssertTrue(transcript.output.contains("--env stress"), transcript.output)
    XCTAssertFalse(transcript.output.contains("=== Counter ==="), "--help must not run the app")
  }

  func testUnknownEnvironment_ExitsWith64AndSaysWhy() {
    let transcript = runPrimeTime(["--env", "prod"], input: ["+"])

    XCTAssertEqual(transcript.status, 64)
    XCTAssertEqual(
      transcript.output,
      """
      primetime: unknown environment 'prod' (choose one of: live, mock, stress)
      Usage: primetime [--env mock|stress|live] [--debug] [--help]

      """)
  }

  func testMissingValueAndUnknownOption_ExitWith64() {
    XCTAssertEqual(runPrimeTime(["--env"], input: []).status, 64)
    XCTAssertEqual(runPrimeTime(["--verbose"], input: []).status, 64)
    XCTAssertEqual(
      runPrimeTime(["--verbose"], input: []).output,
      """
      primetime: unknown argument '--verbose'
      Usage: primetime [--env mock|stress|live] [--debug] [--help]

      """)
  }
}
