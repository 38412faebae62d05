  /// - prefix: Printed before the header, to tell reducers apart: `Shopping: received
  /// action:`. - printer: Where each entry goes; tests pass one that keeps them.
  func debug(
    _ prefix: String = "",
    printer: @escaping (String) -> Void = { print($0) }
  ) -> Reducer {
    Reducer { state, action, environment in
      let before = state
      let effects = self.run(&state, action, environment)
      let change = stateChange(from: before, to: state) ?? indented("(No state changes)")
      printer([debugHeader(prefix), indented(valueDump(action)), change].joined(
        separator: "\n"))
      return effects
    }
  }
