      // Typing a name into the new product renames it, and only it, and saves again.
      .send(.product(id: newProduct.id, action: .nameChanged("Bananas"))) {
        $0.products = [milk, bananas]
      },
      .do { XCTAssertEqual(saved, [[milk, newProduct], [milk, bananas]]) }
    )
  }
