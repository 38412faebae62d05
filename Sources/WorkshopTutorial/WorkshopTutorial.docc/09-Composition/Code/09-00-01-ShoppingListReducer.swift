import EffectKit

/// The list's own logic, what happens to the list as a whole:
///
/// - `.addProductTapped` appends a new, empty product, whose id comes from
/// `environment.uuid()`, and saves the list;
/// - `.product(id:action:)` saves the list, if a product has that id (the edit itself is
///   `productReducer`'s job);
/// - `.loadTapped` returns `environment.load()`, whose list comes back as `.loaded`;
/// - `.loaded(products)` replaces the list.
///
/// Every save is fire-and-forget: it emits no action, so no test has to receive one.
let shoppingListCoreReducer = Reducer<
  ShoppingListState, ShoppingListAction, ShoppingListEnvironment
> { state, action, environment in
  switch action {
  case .addProductTapped:
    // TODO(3): append a new product (id from environment.uuid(), empty name, not in the
    // box), then return the save of the whole list, made fire-and-forget.
    return []

  case .product:
    // TODO(3): if a product in the list has this id, return the save of the list; if none
    // has, return nothing.
    return []

  case .loadTapped:
    // TODO(3): return environment.load(), its list sent back as `.loaded`.
    return []

  case .loaded:
    // TODO(3): replace the list with the loaded products.
    return []
  }
}

/// The whole shopping list: `productReducer` applied to the product each `.product`
/// action names, then the list's own logic.
///
/// NB: the order matters. The core reducer saves `state.products` when a product changes;
/// run after the product reducer, it saves the list with the change in it.
let shoppingListReducer = Reducer<
  ShoppingListState, ShoppingListAction, ShoppingListEnvironment
>.combine(
  // TODO(4): lift productReducer over `state.products` with forEach, and combine it with
  // the list's own reducer, in the order that makes a save see the edit.
  shoppingListCoreReducer
)

