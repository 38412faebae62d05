import EffectKit
import XCTest

/// Why `awaitOutput` had nothing to return. It has already recorded a failure at the caller.
struct AwaitOutputError: Error, Equatable {
  let reason: String
}

extension XCTestCase {
  /// Subscribes to `effect`, runs `trigger`, and waits up to `timeout` seconds for the effect
  /// to complete. Returns the last value it emitted, or rethrows its error.
  ///
  /// ```swift
  /// let tokens = try awaitOutput(Tokenizer().tokenize("Hello @john"))
  /// ```
  ///
  /// Limits: it keeps only the last value, and it needs the effect to complete; an effect that
  /// keeps emitting (like `PublishedValue.values`) times out. A timeout, or completion without
  /// a value, is recorded as a failure at the caller's line and thrown as `AwaitOutputError`.
  func awaitOutput<Output, Failure: Error>(
    _ effect: FailableEffect<Output, Failure>,
    timeout: TimeInterval = 5,
    file: StaticString = #filePath,
    line: UInt = #line,
    triggeredBy trigger: () -> Void = {}
  ) throws -> Output {
    var outcome: Result<Output, Failure>?
    let completed = XCTestExpectation(description: "the awaited effect completes")
    let subscription = effect.sink(
      receiveCompletion: { completion in
        if case let .failure(error) = completion { outcome = .failure(error) }
        completed.fulfill()
      },
      receiveValue: { value in outcome = .success(value) }
    )
    // NB: effects start on subscription, so whatever should make this one emit happens now,
    // after `sink`; running it earlier could emit before anyone listens.
    trigger()
    // NB: XCTWaiter reports a timeout as a result instead of a failure, so the failure below can
    // point at the caller's line rather than at this file.
    let waited = XCTWaiter().wait(for: [completed], timeout: timeout)
    // NB: using the subscription after the wait also keeps it alive during the wait; released
    // any earlier, it would cancel the effect.
    subscription.cancel()
    // A timeout, or a completion without a value, fails at the caller's line and throws.
    guard waited == .completed else {
      let reason = "timed out after \(timeout) s: the effect did not complete"
      XCTFail("awaitOutput \(reason)", file: file, line: line)
      throw AwaitOutputError(reason: reason)
    }
    guard let outcome else {
      let reason = "the effect completed without emitting a value"
      XCTFail("awaitOutput: \(reason)", file: file, line: line)
      throw AwaitOutputError(reason: reason)
    }
    return try outcome.get()
  }

  /// Waits for an effect that cannot fail; see the failable version above.
  ///
  /// ```swift
  /// let batch = try awaitOutput(editor.tokens.collectNext(2)) { editor.text = "#swift" }
  /// ```
  func awaitOutput<Output>(
    _ effect: Effect<Output>,
    timeout: TimeInterval = 5,
    file: StaticString = #filePath,
    line: UInt = #line,
    triggeredBy trigger: () -> Void = {}
  ) throws -> Output {
    try awaitOutput(
      effect.setFailureType(to: Never.self),
      timeout: timeout, file: file, line: line, triggeredBy: trigger
    )
  }
}
