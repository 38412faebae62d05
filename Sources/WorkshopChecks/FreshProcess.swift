import Foundation
import XCTest

extension XCTestCase {
  /// The environment variable that marks the process a fresh-process check runs its body in.
  static let freshProcessKey = "WORKSHOP_FRESH_PROCESS_TEST"

  /// Runs `body` in a new process of this test binary that runs this test alone, so that `body`
  /// sees the program as it starts, before any other test touched a global (`var Current =
  /// .live`). The child's failures are reported here, at the caller.
  ///
  /// ```swift
  /// func testTheAppStartsOnTheLiveEnvironment() throws {
  ///   try inAFreshProcess { XCTAssertEqual(Current.date().timeIntervalSinceNow, 0, accuracy: 60) }
  /// }
  /// ```
  /// - Throws: `XCTSkip` when the test runners cannot be found, and what `body` throws in the
  ///   child.
  public func inAFreshProcess(
    file: StaticString = #filePath, line: UInt = #line, _ body: () throws -> Void
  ) throws {
    // NB: `name` is `Class.testMethod` on Linux and `-[Module.Class testMethod]` on macOS.
    let method =
      name.split(whereSeparator: { $0 == "." || $0 == " " }).last
      .map { $0.replacingOccurrences(of: "]", with: "") } ?? name
    let test = "\(String(reflecting: type(of: self)))/\(method)"
    if ProcessInfo.processInfo.environment[Self.freshProcessKey] == test {
      return try body()
    }
    guard let binary = TestBinary.current else {
      throw XCTSkip(
        localized(
          "Fresh-process checks could not find the test runner (on macOS: `xcrun --find xctest`)."
        ))
    }
    switch binary.run(alone: test, environment: [Self.freshProcessKey: test], timeout: 60) {
    case .passed:
      return
    case .failed(let failures):
      for failure in failures { XCTFail(failure, file: file, line: line) }
      if failures.isEmpty {
        XCTFail(localized("\(test) failed in a fresh process"), file: file, line: line)
      }
    case .crashed(let signal):
      XCTFail(
        localized("\(test) crashed in a fresh process (signal \(signal))"), file: file, line: line)
    case .timedOut(let seconds):
      XCTFail(
        localized("\(test) did not finish within \(seconds) s in a fresh process"), file: file,
        line: line)
    case .couldNotRun(let reason):
      XCTFail(
        localized("\(test) could not run in a fresh process: \(reason)"), file: file, line: line)
    }
  }
}
