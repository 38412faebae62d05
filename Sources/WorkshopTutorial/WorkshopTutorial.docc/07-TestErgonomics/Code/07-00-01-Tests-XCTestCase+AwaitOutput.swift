import EffectKit
import XCTest

/// Why `awaitOutput` had nothing to return. It has already recorded a failure at the
/// caller.
struct AwaitOutputError: Error, Equatable {
  let reason: String
}

extension XCTestCase {
  /// Subscribes to `effect`, runs `trigger`, and waits up to `timeout` seconds for the
  /// effect to complete. Returns the last value it emitted, or rethrows its error.
  ///
  /// ```swift
  /// let tokens = try awaitOutput(Tokenizer().tokenize("Hello @john"))
  /// ```
  ///
  /// Limits: it keeps only the last value, and it needs the effect to complete; an effect
  /// that keeps emitting (like `PublishedValue.values`) times out. A timeout, or
  /// completion without a value, is recorded as a failure at the caller's line and thrown
  /// as `AwaitOutputError`.
  func awaitOutput<Output, Failure: Error>(
    _ effect: FailableEffect<Output, Failure>,
    timeout: TimeInterval = 5,
    file: StaticString = #filePath,
    line: UInt = #line,
    triggeredBy trigger: () -> Void = {}
  ) throws -> Output {
    // TODO(1): subscribe to `effect` (remember its last value, or its error), run
    // `trigger`, then wait up to `timeout` seconds for it to complete. Return the last
    // value or rethrow the error. On a timeout, or a completion without any value, record
    // a failure at `file`/`line` and throw an `AwaitOutputError`.
    XCTFail("TODO(1): awaitOutput is not written yet", file: file, line: line)
    throw AwaitOutputError(reason: "TODO(1): not written yet")
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

