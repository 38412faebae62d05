  /// A store for snapshots: it holds `state` and ignores every action sent to it. Its
  /// reducer changes nothing and returns no effects.
  ///
  /// A screen sends actions while it is shown (`onAppear` asks for the saved list), and
  /// with a real reducer those would start effects and change the state between the
  /// moment you build the screen and the moment you draw it. With this store, the screen
  /// draws exactly the state you chose, it needs no environment, and nothing touches the
  /// disk:
  ///
  /// ```swift
  /// let view = ShoppingListView(store: .snapshot(ShoppingListState()))
  /// view.onAppear()  // sends .loadTapped, which changes nothing
  /// view.body        // the empty list
  /// ```
  static func snapshot(_ state: ShoppingListState) -> Store {
    Store(initialState: state, reducer: { _, _ in [] })
  }
