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
