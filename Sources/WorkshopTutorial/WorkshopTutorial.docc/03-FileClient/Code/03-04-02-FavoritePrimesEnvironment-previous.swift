  /// are the mock client's, which never touches the disk.
  static let mock = FavoritePrimesEnvironment(
    date: { Date(timeIntervalSince1970: 1_234_567_890) },
    // TODO(4): use the mock file client instead of this placeholder, which does nothing.
    fileClient: FileClient(load: { _ in Effect.empty() }, save: { _,
      _ in Effect.empty() })
  )
}

