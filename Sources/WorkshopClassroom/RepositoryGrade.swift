/// One learner's grade, from their repository as `classroom --grade` found it.
public struct RepositoryGrade: Equatable, Sendable {
  /// The learner: the repository's folder name.
  public let learner: String
  /// Points earned, by step number.
  public var points: [String: Int] = [:]
  /// The workshop's files that differed from the template's, restored before grading.
  public var restored: [String] = []
  /// What the grade should say besides the points: a commit that changed the workflow, a test
  /// that reads the planted bug's number, a declaration the checks would call, no commit.
  public var notes: [String] = []

  /// The points of every step together.
  public var total: Int { points.values.reduce(0, +) }
}
