  /// One reducer that runs every reducer in `reducers` on the same action, in order, and
  /// returns all of their effects, in the same order.
  ///
  /// Each reducer sees the state as the ones before it left it, so order matters: put the
  /// reducer that edits a product before the one that saves the list, and the save sees
  /// the edit.
  ///
  /// ```swift
  /// let both = Reducer.combine(addOne, double)
  /// var n = 1
  /// both.run(&n, .go, ())  // n == 4: first 1 + 1, then 2 * 2
  /// ```
  static func combine(_ reducers: Reducer...) -> Reducer {
    // TODO(1): return a reducer that runs each of `reducers`, in order, with the same
    // state, action and environment, and returns all of their effects, in the same order.
    Reducer { _, _, _ in [] }
  }
