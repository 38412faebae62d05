  /// The real world: the system clock and the user's documents directory.
  static let live = FavoritePrimesEnvironment(
    date: Date.init,
    fileClient: .live
  )

  /// A world that never changes: the clock is stopped at 2009-02-13 23:31:30 UTC, and the
  /// files
