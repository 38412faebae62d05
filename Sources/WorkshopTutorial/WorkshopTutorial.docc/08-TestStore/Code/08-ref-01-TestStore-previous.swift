  /// to check, and an effect parked on a `TestScheduler` is reported at once, never
  /// waited for.
  public var timeout: TimeInterval = 1

  /// The state now: after the last action the store reduced, whether or not a step has
  /// asserted it yet. Read it between steps (`.do { XCTAssertEqual(store.state.total, 3)
  /// }`) to check values derived from the state.
  public var state: State { lock.withLock { currentState } }

  /// Where failures go. By default each one is an `XCTFail` at the file and line of its
  /// step; replace it to collect failures instead, for example to test the store itself.
