// A bridge from effects to Swift concurrency, for `async` code and Swift Testing tests.
// NB: values cross from the effect's thread into a task, so they must be `Sendable`.

extension Effect where Output: Sendable {
  /// Subscribes at once and hands every value to an `AsyncStream`, which ends when the effect
  /// finishes.
  ///
  /// The subscription starts when you call `stream()`, not when a loop starts iterating, so
  /// nothing emitted in between is lost: the stream buffers it. Subscribe first, then cause the
  /// changes you want to observe:
  ///
  /// ```swift
  /// let changes = editor.tokens.values.dropFirst().stream()  // subscribed from here on
  /// editor.text = "#swift"
  /// for await tokens in changes { print(tokens) }
  /// ```
  ///
  /// Leaving the loop early, or cancelling the task that iterates, cancels the effect.
  public func stream() -> AsyncStream<Output> {
    AsyncStream { continuation in
      let subscription = self.sink(
        receiveCompletion: { _ in continuation.finish() },
        receiveValue: { continuation.yield($0) }
      )
      // NB: the termination handler keeps the subscription alive for as long as the stream.
      continuation.onTermination = { _ in subscription.cancel() }
    }
  }

  /// Waits for the effect to finish and returns the last value it emitted, or `nil` if it
  /// emitted none.
  ///
  /// ```swift
  /// let saved = await saveEffect.lastValue()
  /// ```
  ///
  /// It waits as long as the effect runs: for one that never finishes, bound the test with a
  /// time limit. If the task is cancelled, it stops waiting and returns what it has so far.
  public func lastValue() async -> Output? {
    var last: Output?
    for await value in stream() { last = value }
    return last
  }
}

extension FailableEffect where Output: Sendable {
  /// Subscribes at once and hands every value to an `AsyncThrowingStream`, which ends when the
  /// effect finishes and throws the effect's error if it fails.
  ///
  /// As with `Effect.stream()`, the subscription starts at the call, and leaving the loop or
  /// cancelling the task cancels the effect:
  ///
  /// ```swift
  /// for try await tokens in tokenizer.tokenize("Hello @john").stream() { print(tokens) }
  /// ```
  public func stream() -> AsyncThrowingStream<Output, Error> {
    AsyncThrowingStream { continuation in
      let subscription = self.sink(
        receiveCompletion: { completion in
          switch completion {
          case .finished: continuation.finish()
          case let .failure(error): continuation.finish(throwing: error)
          }
        },
        receiveValue: { continuation.yield($0) }
      )
      continuation.onTermination = { _ in subscription.cancel() }
    }
  }

  /// Waits for the effect to finish and returns the last value it emitted (`nil` if none), or
  /// throws its error.
  ///
  /// ```swift
  /// let tokens = try await tokenizer.tokenize("Hello @john").lastValue()
  /// ```
  ///
  /// It waits as long as the effect runs; if the task is cancelled it throws
  /// `CancellationError`.
  public func lastValue() async throws -> Output? {
    var last: Output?
    for try await value in stream() { last = value }
    try Task.checkCancellation()
    return last
  }
}
