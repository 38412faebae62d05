    )
    .store(in: &cancellables)
    // NB: generous on purpose. A busy machine may take a while to get to the main queue;
    // when the effect works, the wait ends the moment it completes.
    wait(for: [completed], timeout: 5)
    XCTAssertEqual(response, .nthPrimeResponse(17))
  }
