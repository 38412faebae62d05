import EffectKit

/// The list's own logic, what happens to the list as a whole:
///
/// - `.addProductTapped` appends a new, empty product, whose id comes from `environment.uuid()`,
///   and saves the list;
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
    state.products.append(Product(id: environment.uuid(), name: "", isInBox: false))
    return [environment.save(state.products).fireAndForget()]

  case let .product(id, _):
    guard state.products.contains(where: { $0.id == id }) else { return [] }
    return [environment.save(state.products).fireAndForget()]

  case .loadTapped:
    return [environment.load().map(ShoppingListAction.loaded)]

  case let .loaded(products):
    state.products = products
    return []
  }
}

/// The whole shopping list: `productReducer` applied to the product each `.product` action
/// names, then the list's own logic.
///
/// NB: the order matters. The core reducer saves `state.products` when a product changes; run
/// after the product reducer, it saves the list with the change in it.
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
