      },
      receiveValue: { value in outcome = .success(value) }
    )
    // NB: effects start on subscription, so whatever should make this one emit happens
    // now, after `sink`; running it earlier could emit before anyone listens.
    trigger()
    // NB: XCTWaiter reports a timeout as a result instead of a failure, so the failure
    // below can point at the caller's line rather than at this file.
    let waited = XCTWaiter().wait(for: [completed], timeout: timeout)
  }
