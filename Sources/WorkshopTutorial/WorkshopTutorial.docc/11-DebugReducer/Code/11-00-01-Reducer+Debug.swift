import EffectKit

extension Reducer {
  /// The same reducer, which also prints every action it receives and how the state
  /// changed.
  ///
  /// Each action makes one entry: a header, the action's dump, then the state's dump with
  /// `−`/`+` in front of the lines the action removed or added, or `(No state changes)`:
  ///
  /// ```text
  /// received action:
  ///   ShoppingListAction.loadTapped
  ///   (No state changes)
  /// ```
  ///
  /// Effects pass through untouched, and the actions they send back come through this
  /// reducer too, so they are printed as well.
  ///
  /// - Parameters:
  /// - prefix: Printed before the header, to tell reducers apart: `Shopping: received
  /// action:`. - printer: Where each entry goes; tests pass one that keeps them.
  func debug(
    _ prefix: String = "",
    printer: @escaping (String) -> Void = { print($0) }
  ) -> Reducer {
    // TODO(1): return a reducer that runs `self`, then prints one entry:
    // debugHeader(prefix), the action's valueDump indented, and the state change from
    // before to after, or "(No state changes)" indented. It returns the effects of
    // `self`, untouched.
    self
  }

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
}

