let shoppingListReducer = Reducer<
  ShoppingListState, ShoppingListAction, ShoppingListEnvironment
>.combine(
  // TODO(4): lift productReducer over `state.products` with forEach, and combine it with
  // the list's own reducer, in the order that makes a save see the edit.
  shoppingListCoreReducer
)

