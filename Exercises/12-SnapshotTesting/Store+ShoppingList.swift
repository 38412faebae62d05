import EffectKit

extension Store where State == ShoppingListState, Action == ShoppingListAction {
  /// The store the app runs on: an empty list, the shopping list's reducer, and `environment`
  /// handed to it with every action. In debug builds it prints every action and state change.
  ///
  /// ```swift
  /// let store = Store.live()
  /// store.send(.loadTapped)
  /// ```
  static func live(environment: ShoppingListEnvironment = .live) -> Store {
    // NB: the printing stays out of release builds; `debug()` itself does not check.
    #if DEBUG
      let reducer = shoppingListReducer.debug()
    #else
      let reducer = shoppingListReducer
    #endif
    return Store(
      initialState: ShoppingListState(),
      reducer: { state, action in reducer.run(&state, action, environment) }
    )
  }
}
