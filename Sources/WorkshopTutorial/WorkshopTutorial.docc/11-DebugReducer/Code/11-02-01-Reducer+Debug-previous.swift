  /// The same reducer, which also prints every action it receives, without the state.
  ///
  /// Use it when the state is too big to read after every action:
  ///
  /// ```text
  /// received action:
  ///   ShoppingListAction.loadTapped
  /// ```
  ///
  /// - Parameters:
  ///   - prefix: Printed before the header, to tell reducers apart.
  ///   - printer: Where each entry goes; tests pass one that keeps them.
  func debugActions(
    _ prefix: String = "",
    printer: @escaping (String) -> Void = { print($0) }
  ) -> Reducer {
    // TODO(2): return a reducer that prints debugHeader(prefix) and the action's
    // valueDump, indented, then runs `self` and returns its effects.
    self
  }
