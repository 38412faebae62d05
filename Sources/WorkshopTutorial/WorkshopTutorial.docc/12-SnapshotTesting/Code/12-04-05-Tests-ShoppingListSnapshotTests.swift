  func testItemInTheBox() {
    let milkInTheBox = Product(id: UUID(number: 0), name: "Milk", isInBox: true)
    assertSnapshot(of: screen(ShoppingListState(products: [milkInTheBox])))
  }
