extension TestStore {
  /// Runs `operation` with the store's `exhaustivity` set to `exhaustivity`, then puts the
  /// previous one back, even if `operation` throws.
  ///
  /// ```swift
  /// store.withExhaustivity(.off) { store.assert { $0.count = 3 } }
  /// ```
  public func withExhaustivity<Result>(
    _ exhaustivity: Exhaustivity,
    operation: () throws -> Result
  ) rethrows -> Result {
    let previous = self.exhaustivity
    self.exhaustivity = exhaustivity
    defer { self.exhaustivity = previous }
    return try operation()
  }

  /// Runs the steps in `operation` with the store's `exhaustivity` set to `exhaustivity`, then
  /// puts the previous one back: one relaxed passage in an otherwise exhaustive test.
  ///
  /// ```swift
  /// await store.withExhaustivity(.off) {
  ///   await store.send(.loginButtonTapped)
  ///   await store.receive(.loggedIn) { $0.screen = .home }
  /// }
  /// ```
  public func withExhaustivity<Result>(
    _ exhaustivity: Exhaustivity,
    operation: () async throws -> sending Result
  ) async rethrows -> Result {
    let previous = self.exhaustivity
    self.exhaustivity = exhaustivity
    defer { self.exhaustivity = previous }
    return try await operation()
  }
}
