      receiveCompletion: { _ in completed.fulfill() },
      receiveValue: { action in response = action }
    )
    .store(in: &cancellables)
    wait(for: [completed], timeout: 5)
    XCTAssertEqual(response, .nthPrimeResponse(nil))
  }
