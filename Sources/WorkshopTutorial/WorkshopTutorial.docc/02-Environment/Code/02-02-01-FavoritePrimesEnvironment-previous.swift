
  /// A world that never changes: the clock is stopped at 2009-02-13 23:31:30 UTC.
  static let mock = FavoritePrimesEnvironment(
    // TODO(2): always tell the same time: 1_234_567_890 seconds after 1970-01-01.
    date: { Date.distantPast }
  )
}

