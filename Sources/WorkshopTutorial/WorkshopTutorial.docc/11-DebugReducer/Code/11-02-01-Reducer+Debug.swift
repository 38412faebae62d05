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
    Reducer { state, action, environment in
      printer([debugHeader(prefix), indented(valueDump(action))].joined(separator: "\n"))
      return self.run(&state, action, environment)
    }
  }
