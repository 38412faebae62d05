/// A file the tutorial generator writes: its path relative to the course root, and its text.
struct GeneratedFile: Equatable, Sendable {
  /// The path relative to the course root.
  let path: String
  /// The whole text of the file.
  let contents: String
}
