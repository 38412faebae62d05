  /// A client that reads and writes files in `directory`, creating it on the first save.
  ///
  /// Nothing happens until an effect is subscribed: building `save(name, data)` writes
  /// nothing.
  static func live(directory: URL) -> FileClient {
    FileClient(
      load: { fileName in
        // TODO(1): when subscribed, read `directory/fileName` and emit its bytes, or
        // `nil` if there is no such file; then finish.
        Effect.empty()
      },
      save: { fileName, data in
        // TODO(2): when subscribed, create `directory` if it is missing and write `data`
        // to `directory/fileName` atomically; emit nothing, then finish.
        Effect.empty()
      }
    )
  }
