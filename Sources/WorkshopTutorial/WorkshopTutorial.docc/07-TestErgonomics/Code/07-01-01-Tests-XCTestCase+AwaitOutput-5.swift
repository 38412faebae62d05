    // NB: XCTWaiter reports a timeout as a result instead of a failure, so the failure
    // below can point at the caller's line rather than at this file.
    let waited = XCTWaiter().wait(for: [completed], timeout: timeout)
    // NB: using the subscription after the wait also keeps it alive during the wait;
    // released any earlier, it would cancel the effect.
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
