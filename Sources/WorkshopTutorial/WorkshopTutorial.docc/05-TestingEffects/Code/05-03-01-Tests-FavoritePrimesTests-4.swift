
    // Run it. The mock saves on the spot, so the effect is done before `wait` starts.
    let completed = expectation(description: "the save effect completed")
    effect.sink(receiveCompletion: { _ in completed.fulfill() }, receiveValue: { _ in })
      .store(in: &cancellables)
    wait(for: [completed], timeout: 0)

    // The bytes handed to the file client must decode to the very list in the state.
    XCTAssertEqual(savedFileName, "favorite-primes.json")
    let data = try XCTUnwrap(savedData,
      "the save effect never called Current.fileClient.save")
    XCTAssertEqual(try JSONDecoder().decode([Int].self, from: data), [2, 3, 5])
  }
