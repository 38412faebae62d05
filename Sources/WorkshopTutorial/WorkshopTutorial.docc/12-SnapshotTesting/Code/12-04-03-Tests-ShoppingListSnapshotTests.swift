  func testNewItem() {
    let newItem = Product(id: UUID(number: 0), name: "", isInBox: false)
    assertSnapshot(of: screen(ShoppingListState(products: [newItem])))
  }
