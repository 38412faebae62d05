  func testEmptyList() {
    assertSnapshot(of: screen(ShoppingListState()))
  }
