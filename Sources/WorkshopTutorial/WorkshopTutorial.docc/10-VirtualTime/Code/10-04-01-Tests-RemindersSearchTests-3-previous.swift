      // Three keystrokes, a tenth of a second apart.
      .send(.searchQueryChanged("mi")) { $0.query = "mi" },
      .do { scheduler.advance(by: 0.1) },
      .send(.searchQueryChanged("mil")) { $0.query = "mil" },
      .do { scheduler.advance(by: 0.1) },
      .send(.searchQueryChanged("milk")) { $0.query = "milk" },
    )
  }
