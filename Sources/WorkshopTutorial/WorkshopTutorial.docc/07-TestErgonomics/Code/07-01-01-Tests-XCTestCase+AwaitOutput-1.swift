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
    var outcome: Result<Output, Failure>?
    let completed = XCTestExpectation(description: "the awaited effect completes")
    let subscription = effect.sink(
      receiveCompletion: { completion in
        if case let .failure(error) = completion { outcome = .failure(error) }
        completed.fulfill()
      },
      receiveValue: { value in outcome = .success(value) }
    )
  }
