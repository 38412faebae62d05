  /// A client that never touches the disk: every load emits the same bytes (the JSON of
  /// `[2, 31]`), and every save does nothing.
  static let mock = FileClient(
    load: { _ in Effect(value: Data("[2,31]".utf8)) },
    save: { _, _ in Effect.empty() }
  )
}

