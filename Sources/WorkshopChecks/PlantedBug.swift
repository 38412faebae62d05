import Foundation

/// A deliberate mistake in a step's reference code that the learner's tests should catch.
///
/// A step's harness (in `Tests/PlantedBugs/NN-Name/`) switches a bug on when its number is
/// `PlantedBug.active`; the step's check lists the bugs and runs the learner's tests once per bug.
public struct PlantedBug: Sendable, Equatable {
  /// The number the harness switches on, starting at 1.
  public let number: Int
  /// One line saying what goes wrong, shown once the bug is caught or when the learner asks.
  public let summary: String
  /// Why this style of test cannot catch the bug, or `nil` if the learner's tests should.
  public let uncatchableBecause: String?

  /// A bug the learner's tests are expected to catch.
  public init(_ number: Int, _ summary: String) {
    self.init(number, summary, uncatchableBecause: nil)
  }

  /// A bug the learner's tests are not expected to catch, with the reason the lesson gives.
  public init(_ number: Int, _ summary: String, uncatchableBecause reason: String?) {
    self.number = number
    self.summary = summary
    self.uncatchableBecause = reason
  }

  /// Whether the learner's tests are expected to catch this bug.
  public var isCatchable: Bool { uncatchableBecause == nil }

  /// The environment variable that selects the planted bug in a test run.
  public static let environmentKey = "WORKSHOP_PLANTED_BUG"

  /// The bug switched on for this test process, or `nil` when running the reference behaviour.
  public static var active: Int? {
    ProcessInfo.processInfo.environment[environmentKey].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil }
  }
}
