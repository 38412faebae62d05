import WorkshopCourse

/// A check that a module beside this one adds to `workshop verify` (the docs' tutorial being up
/// to date, say): its name, and what it finds in the scratch copy of the course.
public struct VerifyCheck: Sendable {
  /// The item's name, e.g. `docs: the tutorial matches the steps`.
  public let name: String
  /// Whether the course passes, and the item's details.
  public let run: @Sendable (Course) -> (passed: Bool, details: [String])

  /// Creates a check.
  public init(
    name: String, run: @escaping @Sendable (Course) -> (passed: Bool, details: [String])
  ) {
    self.name = name
    self.run = run
  }
}
