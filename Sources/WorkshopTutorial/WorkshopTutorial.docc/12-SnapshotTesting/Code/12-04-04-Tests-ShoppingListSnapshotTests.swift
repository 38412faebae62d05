  func testOneItem() {
    let milk = Product(id: UUID(number: 0), name: "Milk", isInBox: false)
    assertSnapshot(of: screen(ShoppingListState(products: [milk])))
  }
