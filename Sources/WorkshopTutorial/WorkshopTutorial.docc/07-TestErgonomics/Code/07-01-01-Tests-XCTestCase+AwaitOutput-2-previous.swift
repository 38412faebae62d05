      receiveCompletion: { completion in
        if case let .failure(error) = completion { outcome = .failure(error) }
        completed.fulfill()
      },
      receiveValue: { value in outcome = .success(value) }
    )
  }
