/// The words of a planted bug that the learner reads, in one language: what goes wrong, how a
/// test notices it, and, for a bug the learner's tests need not catch, why.
public struct PlantedBugTexts: Equatable, Sendable {
  /// What goes wrong.
  public let summary: String
  /// How a test notices it.
  public let hint: String
  /// Why the learner's tests need not catch it, or `nil` when they should.
  public let uncatchableBecause: String?

  /// The texts of one bug.
  public init(summary: String, hint: String, uncatchableBecause: String? = nil) {
    self.summary = summary
    self.hint = hint
    self.uncatchableBecause = uncatchableBecause
  }
}
