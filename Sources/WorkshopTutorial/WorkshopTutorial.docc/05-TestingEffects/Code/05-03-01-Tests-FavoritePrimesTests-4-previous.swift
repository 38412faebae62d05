
    // Run it. The mock saves on the spot, so the effect is done before `wait` starts.
    let completed = expectation(description: "the save effect completed")
    effect.sink(receiveCompletion: { _ in completed.fulfill() }, receiveValue: { _ in })
      .store(in: &cancellables)
    wait(for: [completed], timeout: 0)
  }
