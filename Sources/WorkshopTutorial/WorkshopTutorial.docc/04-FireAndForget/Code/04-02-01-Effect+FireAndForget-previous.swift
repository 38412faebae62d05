  /// The same work, as an effect of any output type: it runs on subscription, emits
  /// nothing and finishes when this effect does.
  ///
  /// Use it to return an `Effect<Never>` (a save, say) from a reducer whose effects must
  /// produce its actions:
  ///
  /// ```swift
  /// Current.fileClient.save("favorite-primes.json", data).fireAndForget()
  /// ```
  func fireAndForget<A>() -> Effect<A> {
    // TODO(2): turn `self` into an `Effect<A>` that runs this very work. (This
    // placeholder drops the work: it finishes at once and the save never happens.)
    Effect<A>.empty()
  }
