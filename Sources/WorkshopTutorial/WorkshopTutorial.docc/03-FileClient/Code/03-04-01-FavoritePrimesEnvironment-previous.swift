extension FavoritePrimesEnvironment {
  /// The real world: the system clock and the user's documents directory.
  static let live = FavoritePrimesEnvironment(
    date: Date.init,
    // TODO(4): use the live file client instead of this placeholder, which does nothing.
    fileClient: FileClient(load: { _ in Effect.empty() }, save: { _,
      _ in Effect.empty() })
  )

  /// A world that never changes: the clock is stopped at 2009-02-13 23:31:30 UTC, and the
  /// files
