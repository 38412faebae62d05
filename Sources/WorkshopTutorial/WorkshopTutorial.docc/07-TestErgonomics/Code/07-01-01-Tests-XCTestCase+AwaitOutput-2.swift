      receiveCompletion: { completion in
        if case let .failure(error) = completion { outcome = .failure(error) }
        completed.fulfill()
      },
      receiveValue: { value in outcome = .success(value) }
    )
    // NB: effects start on subscription, so whatever should make this one emit happens
    // now, after `sink`; running it earlier could emit before anyone listens.
    trigger()
  }
