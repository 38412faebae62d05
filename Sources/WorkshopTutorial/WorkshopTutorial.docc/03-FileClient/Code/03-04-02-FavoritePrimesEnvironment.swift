  /// are the mock client's, which never touches the disk.
  static let mock = FavoritePrimesEnvironment(
    date: { Date(timeIntervalSince1970: 1_234_567_890) },
    fileClient: .mock
  )
}

