/// A file the tutorial generator writes: its path relative to the course root, and its text.
public struct GeneratedFile: Equatable, Sendable {
  /// The path relative to the course root.
  public let path: String
  /// The whole text of the file.
  public let contents: String
}
