      .send(.searchQueryChanged("milk")) { $0.query = "milk" },
      // The typing has paused, but not for long enough yet.
      .do {
        scheduler.advance(by: 0.29)
        XCTAssertEqual(searched, [])
      },
    )
  }
