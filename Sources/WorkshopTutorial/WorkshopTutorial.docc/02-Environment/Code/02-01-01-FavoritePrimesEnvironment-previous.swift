extension FavoritePrimesEnvironment {
  /// The real world: the system clock.
  static let live = FavoritePrimesEnvironment(
    // TODO(1): tell the real time, a new `Date` on every call.
    date: { Date.distantPast }
  )

  /// A world that never changes: the clock is stopped at 2009-02-13 23:31:30 UTC.
