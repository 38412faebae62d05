    // NB: XCTWaiter reports a timeout as a result instead of a failure, so the failure
    // below can point at the caller's line rather than at this file.
    let waited = XCTWaiter().wait(for: [completed], timeout: timeout)
    // NB: using the subscription after the wait also keeps it alive during the wait;
    // released any earlier, it would cancel the effect.
    subscription.cancel()
  }
