      .send(.searchQueryChanged("milk")) { $0.query = "milk" },
      // The typing has paused, but not for long enough yet.
      .do {
        scheduler.advance(by: 0.29)
        XCTAssertEqual(searched, [])
      },
      // Now it has: one request, for the last query.
      .do {
        scheduler.advance(by: 0.01)
        XCTAssertEqual(searched, ["milk"])
      },
      .receive(.searchResponse(milk)) { $0.searchResults = milk }
    )
  }
