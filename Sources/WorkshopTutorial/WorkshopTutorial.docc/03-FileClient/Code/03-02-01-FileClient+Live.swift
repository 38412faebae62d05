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
        Effect.fireAndForget {
          // NB: `Effect<Never>` has no way to report an error, so a failed save is
          // silent.
          try? FileManager.default.createDirectory(
            at: directory, withIntermediateDirectories: true
          )
          try? data.write(to: directory.appendingPathComponent(fileName),
            options: .atomic)
        }
      }
    )
  }
