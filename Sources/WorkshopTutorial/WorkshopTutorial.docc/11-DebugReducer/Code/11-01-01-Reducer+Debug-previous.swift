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
