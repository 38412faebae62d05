  /// A client that reads and writes files in `directory`, creating it on the first save.
  ///
  /// Nothing happens until an effect is subscribed: building `save(name, data)` writes
  /// nothing.
  static func live(directory: URL) -> FileClient {
    FileClient(
      load: { fileName in
        Effect.sync {
          // NB: any failure to read (the file is missing, or unreadable) becomes `nil`.
          try? Data(contentsOf: directory.appendingPathComponent(fileName))
        }
      },
      save: { fileName, data in
        // TODO(2): when subscribed, create `directory` if it is missing and write `data`
        // to `directory/fileName` atomically; emit nothing, then finish.
        Effect.empty()
      }
    )
  }
