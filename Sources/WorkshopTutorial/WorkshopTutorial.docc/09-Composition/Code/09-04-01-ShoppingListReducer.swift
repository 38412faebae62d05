let shoppingListReducer = Reducer<
  ShoppingListState, ShoppingListAction, ShoppingListEnvironment
>.combine(
  productReducer.forEach(
    state: \ShoppingListState.products,
    extract: \ShoppingListAction.productAction,
    embed: ShoppingListAction.product(id:action:),
    environment: { _ in () }
  ),
  shoppingListCoreReducer
)

