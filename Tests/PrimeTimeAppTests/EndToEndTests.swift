import Foundation
import XCTest

@testable import PrimeTimeApp

/// The built `primetime` program, run as a separate process with its input piped in: the
/// real standard input and output, the real main queue, the real exit status.
final class EndToEndTests: XCTestCase {
  func testPipedScript_PrintsWhatTheAppPrintsInProcessAndExitsWithZero() throws {
    let program = try builtProgram()
    let script = ["+", "+", "fav", "nth", "bogus"]

    let (status, output) = try run(
      program, ["--env", "mock"], input: script.map { $0 + "\n" }.joined())

    // NB: the in-process transcripts (MockTranscriptTests) pin the exact text; this test adds
    // the real standard input and output, the real main queue and the real exit status.
    let inProcess = runPrimeTime(["--env", "mock"], input: script)
    XCTAssertEqual(status, 0)
    XCTAssertEqual(output, inProcess.output)
    XCTAssertTrue(output.contains("Alert: the 2nd prime is 17."), output)
    XCTAssertTrue(output.contains("Unknown command 'bogus'."), output)
  }

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
