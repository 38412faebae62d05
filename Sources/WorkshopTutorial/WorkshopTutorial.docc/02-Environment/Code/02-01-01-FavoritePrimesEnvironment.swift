extension FavoritePrimesEnvironment {
  /// The real world: the system clock.
  static let live = FavoritePrimesEnvironment(
    date: Date.init
  )

  /// A world that never changes: the clock is stopped at 2009-02-13 23:31:30 UTC.
