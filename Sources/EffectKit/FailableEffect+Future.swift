extension FailableEffect {
  /// A failable effect that runs callback-based work on subscription and emits its one result.
  ///
  /// `attempt` receives a `deliver` callback; call it once, from any thread, with `.success`
  /// or `.failure`. The effect then emits the value and finishes, or fails:
  ///
  /// ```swift
  /// FailableEffect<[Token], TokenizerError>.future { deliver in
  ///   queue.async { deliver(scan(text)) }
  /// }
  /// ```
  ///
  /// Unlike Combine's `Future`, nothing runs until someone subscribes, and every subscription
  /// runs `attempt` again. Calls to `deliver` after the first, or after a cancellation, are
  /// ignored; cancelling does not stop work that `attempt` already started.
  public static func future(
    _ attempt: @escaping (_ deliver: @escaping @Sendable (Result<Output, Failure>) -> Void) -> Void
  ) -> FailableEffect {
    FailableEffect(
      results: Effect { observer in
        attempt { result in
          observer.send(result)
          observer.finish()
        }
        return Cancellable()
      }
    )
  }
}
