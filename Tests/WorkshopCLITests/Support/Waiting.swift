import Foundation
import XCTest

/// Why a wait in an end-to-end test gave up.
struct TimedOut: Error, CustomStringConvertible {
  let what: String
  var description: String { "gave up waiting for \(what)" }
}

extension XCTestCase {
  /// Polls `condition` until it holds; fails the test after `timeout` seconds.
  func waitFor(_ what: String, timeout: TimeInterval, _ condition: () -> Bool) throws {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() {
      guard Date() < deadline else { throw TimedOut(what: what) }
      Thread.sleep(forTimeInterval: 0.1)
    }
  }

  /// The fixture's reference `Counter.swift`: `state += 1` is on line 8.
  var solvedCounter: String {
    get throws {
      try String(
        contentsOf: Fixtures.courseFolder.appendingPathComponent(
          "Solutions/01-Counter/Counter.swift"),
        encoding: .utf8)
    }
  }
}
