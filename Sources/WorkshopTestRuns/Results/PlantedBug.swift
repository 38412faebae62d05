import Foundation

/// A deliberate mistake in a step's app code that the learner's tests should catch.
///
/// A step's bugs are planted by its `Checks/PlantedBugs.swift` and declared once, in
/// `Tests/PlantedBugs/NN-Name/PlantedBugs.json`: the check's report, `workshop hint NN --bug n` and
/// the lesson's table all come from there (`workshop verify` fails when the lesson disagrees).
public struct PlantedBug: Codable, Equatable, Sendable {
  /// The number the harness switches on, starting at 1.
  public let number: Int
  /// One line saying what goes wrong, shown once the bug is caught and in the lesson's table.
  public let summary: String
  /// How a test notices it: what to assert and when to wait, without writing the test for the
  /// learner.
  public let hint: String
  /// Why this style of test cannot catch the bug, or `nil` if the learner's tests should.
  public let uncatchableBecause: String?
  /// The test-writing TODOs whose tests are the ones expected to catch it (one of them, say one
  /// per testing library): an empty or partial test for such a TODO then misses it. Empty when
  /// any test may catch it.
  @OrEmpty public var todos: [Int]

  /// Creates a bug; `uncatchableBecause` gives the reason when the learner's tests need not catch
  /// it, `todos` the TODOs whose tests should.
  public init(
    _ number: Int, _ summary: String, hint: String, uncatchableBecause: String? = nil,
    todos: [Int] = []
  ) {
    self.number = number
    self.summary = summary
    self.hint = hint
    self.uncatchableBecause = uncatchableBecause
    self.todos = todos
  }

  /// What is wrong with the hint, if anything: it must be there, and say what a test does to
  /// notice the bug rather than repeat what goes wrong.
  public var hintProblem: String? {
    func words(_ text: String) -> String {
      text.lowercased().filter { $0.isLetter || $0.isNumber }
    }
    let (hint, summary) = (words(self.hint), words(self.summary))
    if hint.isEmpty { return "bug \(number) has no hint" }
    if hint.contains(summary) || summary.contains(hint) {
      return "bug \(number)'s hint repeats its summary; say what a test must do to notice it"
    }
    return nil
  }

  /// Whether the learner's tests are expected to catch this bug.
  public var isCatchable: Bool { uncatchableBecause == nil }

  /// Marks that the active bug's broken code ran in this test process: a step's planted code
  /// calls it where it departs from the reference, so that a missed bug's report can say whether
  /// the learner's tests reached it at all. It says so once, in the process's output, where the
  /// hunt reads it and a test does not: a mark a test could see would tell it a bug is planted.
  public static func reached() {
    let first = reachedLock.withLock {
      defer { hasReached = true }
      return !hasReached
    }
    if first { FileHandle.standardError.write(Data(("\n" + reachedLine + "\n").utf8)) }
  }

  /// Whether a test process's output says the planted bug's code ran.
  public static func saysReached(_ output: String) -> Bool {
    output.contains(reachedLine)
  }

  private static let reachedLine = "[workshop] the planted bug's code ran"
  private static let reachedLock = NSLock()
  nonisolated(unsafe) private static var hasReached = false

  /// The bug switched on for this test process, or `nil` when running the reference behaviour.
  public static var active: Int? {
    ProcessInfo.processInfo.environment[CheckEnvironment.plantedBug]
      .flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil }
  }
}
