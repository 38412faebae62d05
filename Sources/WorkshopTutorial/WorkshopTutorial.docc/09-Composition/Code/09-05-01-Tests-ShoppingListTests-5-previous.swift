    store.assert(
      // The screen appears and asks for the saved list, which comes back.
      .send(.loadTapped),
      .receive(.loaded([milk])) { $0.products = [milk] },
      // Loading saved nothing.
      .do { XCTAssertEqual(saved, []) },
    )
  }
