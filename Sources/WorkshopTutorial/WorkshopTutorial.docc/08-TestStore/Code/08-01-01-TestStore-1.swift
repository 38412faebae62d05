  /// Compares the state a step produced with the state its closure describes.
  private func assertState(
    _ update: ((inout State) throws -> Void)?, actual: State, after subject: String,
    _ location: TestStoreFailure.Location
  ) {
    let followsAFailure = failureCount > failuresAtLastCheck
    defer {
      asserted = actual
      failuresAtLastCheck = failureCount
    }
    lock.withLock { stateBeforeStep = asserted }
    defer { lock.withLock { stateBeforeStep = nil } }
  }
