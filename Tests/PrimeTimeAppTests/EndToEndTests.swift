import Foundation
import XCTest

/// The built `primetime` program, run as a separate process with its input piped in: the
/// real standard input and output, the real main queue, the real exit status.
final class EndToEndTests: XCTestCase {
  func testPipedScript_PrintsTheTranscriptAndExitsWithZero() throws {
    let program = try builtProgram()

    let (status, output) = try run(program, ["--env", "mock"], input: "+\n+\nfav\nnth\nbogus\n")

    XCTAssertEqual(status, 0)
    XCTAssertEqual(
      output,
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

      > fav
      === Counter ===
      Count: 2
      2 is prime, and a favourite.
      Favourites (1): 2
      Buttons: [+] [-] [nth] [fav: remove 2] [open]

      > nth
      === Counter ===
      Count: 2
      2 is prime, and a favourite.
      Favourites (1): 2
      Alert: the 2nd prime is 17. [dismiss]
      Buttons: [+] [-] [nth] [fav: remove 2] [open]

      > bogus
      Unknown command 'bogus'. Commands: + - nth fav dismiss open back del N save load help quit


      """)
  }

  /// `primetime`, built next to this test bundle; skips the test if it is not there.
  private func builtProgram() throws -> URL {
    #if os(Linux)
      let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    #else
      let testBinary = Bundle(for: Self.self).bundleURL
    #endif
    let program = testBinary.deletingLastPathComponent().appendingPathComponent("primetime")
    guard FileManager.default.isExecutableFile(atPath: program.path) else {
      throw XCTSkip(
        "No primetime program next to the tests, at \(program.path): build it first, "
          + "e.g. with `swift build --build-tests`.")
    }
    return program
  }

  /// Runs `program` with `input` on its standard input, and returns its exit status and
  /// standard output. A run that takes over 60 s is stopped, and fails the test.
  private func run(_ program: URL, _ arguments: [String], input: String) throws
    -> (status: Int32, output: String)
  {
    let process = Process()
    process.executableURL = program
    process.arguments = arguments
    let stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    try process.run()
    let watchdog = DispatchWorkItem { [process] in
      if process.isRunning { process.terminate() }
    }
    DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: watchdog)
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let data = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    watchdog.cancel()
    XCTAssertNotEqual(process.terminationReason, .uncaughtSignal, "primetime was stopped")
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
