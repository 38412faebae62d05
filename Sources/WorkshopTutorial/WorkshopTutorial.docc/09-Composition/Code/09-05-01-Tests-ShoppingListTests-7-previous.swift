      .do { XCTAssertEqual(saved, []) },
      // "+" adds an empty product at the bottom, with the first id the generator hands
      // out...
      .send(.addProductTapped) { $0.products = [milk, newProduct] },
      // ...and saves the list. The save sends no action back, so only the spy can tell.
      .do { XCTAssertEqual(saved, [[milk, newProduct]]) },
    )
  }
