import EffectKit
import Foundation
import XCTest

/// With no store that owns its work, an `Effect.run` tells its mistakes to standard error, one
/// line each. (XCTest, not Swift Testing: its tests run one at a time, so what the process
/// writes meanwhile is theirs alone.)
final class EffectRunFallbackTests: XCTestCase {
  private struct Boom: Error {}

  func testAnErrorNothingCatches_IsWrittenToStandardError_OnALineOfItsOwn() throws {
    let line = #line + 3
    let written = try standardError {
      let finished = expectation(description: "the run finished")
      let subscription = Effect<Int>.run { _ in throw Boom() }
        .sink(receiveCompletion: { _ in finished.fulfill() }, receiveValue: { _ in })
      wait(for: [finished], timeout: 30)
      subscription.cancel()
    }

    XCTAssertEqual(
      written,
      "The Effect.run at EffectKitTests/EffectRunFallbackTests.swift:\(line) threw Boom(), and "
        + "nothing caught it. Give it a catch: handler, or handle the error in a do block.\n")
  }

  func testAnActionSentAfterTheRunCompleted_IsWrittenToStandardError_AndDropped() throws {
    let kept = KeptSend()
    let line = #line + 4
    var values: [Int] = []
    let written = try standardError {
      let finished = expectation(description: "the run finished")
      let subscription = Effect<Int>.run { send in kept.keep(send) }
        .sink(receiveCompletion: { _ in finished.fulfill() }, receiveValue: { values.append($0) })
      wait(for: [finished], timeout: 30)
      MainActor.assumeIsolated { kept.send(7) }
      subscription.cancel()
    }

    XCTAssertEqual(values, [], "a finished effect delivers nothing more")
    XCTAssertEqual(
      written,
      "An action was sent from a completed effect: the Effect.run at "
        + "EffectKitTests/EffectRunFallbackTests.swift:\(line) sent 7 after it had completed. "
        + "Nothing receives it, so it was dropped.\n")
  }
}

/// The `send` of an `Effect.run`, kept past the run's end as a `send` escaped into a `Task` is.
private final class KeptSend: @unchecked Sendable {
  private let lock = NSLock()
  private var kept: Send<Int>?

  func keep(_ send: Send<Int>) { lock.withLock { kept = send } }

  @MainActor func send(_ value: Int) { lock.withLock { kept }?(value) }
}
