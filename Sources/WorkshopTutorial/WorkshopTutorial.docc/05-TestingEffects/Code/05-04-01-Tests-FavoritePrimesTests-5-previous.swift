    )
    .store(in: &cancellables)
    // NB: zero seconds is enough: this load is synchronous, so the effect has completed
    // before `sink` returns. An effect that never completes fails here instead of
    // hanging.
    wait(for: [completed], timeout: 0)
  }
