  func testLoadAddAndRename_SavesTheListAfterEachChange() {
    // The products of the story: Milk on disk, then a new product the user names Bananas.
    let milk = Product(id: UUID(number: 42), name: "Milk", isInBox: false)
    let newProduct = Product(id: UUID(number: 0), name: "", isInBox: false)
    let bananas = Product(id: UUID(number: 0), name: "Bananas", isInBox: false)

    // The mock disk holds Milk, and keeps every list it is asked to save. Ids count from
    // zero.
    var saved: [[Product]] = []
    var environment = ShoppingListEnvironment.mock
    environment.load = { Effect(value: [milk]) }
    environment.save = { products in .fireAndForget { saved.append(products) } }
    let store = TestStore(
      initialState: ShoppingListState(),
      reducer: shoppingListReducer.run,
      environment: environment
    )

    store.assert(
      // The screen appears and asks for the saved list, which comes back.
      .send(.loadTapped),
      .receive(.loaded([milk])) { $0.products = [milk] },
    )
  }
