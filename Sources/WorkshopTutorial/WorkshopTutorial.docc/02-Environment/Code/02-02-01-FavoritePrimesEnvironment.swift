
  /// A world that never changes: the clock is stopped at 2009-02-13 23:31:30 UTC.
  static let mock = FavoritePrimesEnvironment(
    date: { Date(timeIntervalSince1970: 1_234_567_890) }
  )
}

