  func testLoadAddAndRename_SavesTheListAfterEachChange() {
    // The products of the story: Milk on disk, then a new product the user names Bananas.
    let milk = Product(id: UUID(number: 42), name: "Milk", isInBox: false)
    let newProduct = Product(id: UUID(number: 0), name: "", isInBox: false)
    let bananas = Product(id: UUID(number: 0), name: "Bananas", isInBox: false)
  }
