extension Effect {
  /// Views an effect that cannot fail as a `FailableEffect`, so it fits APIs that expect one.
  ///
  /// ```swift
  /// Effect(value: [Token]()).setFailureType(to: TokenizerError.self)  // never actually fails
  /// ```
  public func setFailureType<Failure: Error>(
    to failureType: Failure.Type
  ) -> FailableEffect<Output, Failure> {
    FailableEffect(results: map { .success($0) })
  }
}
