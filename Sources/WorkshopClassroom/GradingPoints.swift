import WorkshopCourse

/// The points of a graded track: the total split between its steps by how long each takes a
/// learner (`LearnerMinutes`), and each step's points between its two parts, by the estimate's
/// own minutes for each: the lesson and the code's tasks for the checks; the tasks in the
/// learner's tests and the planted bugs they must catch for the hunt. A step without planted
/// bugs is its checks alone; a step whose tasks are all in the learner's tests is its hunt
/// alone, since its checks judge code the step hands out whole and pass as shipped.
public struct GradingPoints: Equatable, Sendable {
  /// What a part of a step grades.
  public enum Kind: String, Sendable {
    /// The workshop's checks pass: the learner's code works.
    case checks
    /// The learner's tests pass and catch every planted bug they are expected to.
    case bugs
  }

  /// One graded part of one step.
  public struct Part: Equatable, Sendable {
    /// The step.
    public let step: Step
    /// Which part.
    public let kind: Kind
    /// Its points.
    public let points: Int
  }

  /// The parts, step by step, checks before bugs.
  public let parts: [Part]

  /// The points of every part together.
  public var total: Int { parts.map(\.points).reduce(0, +) }

  /// `total` points over `steps` of `course`, weighed with `timings`.
  public init(steps: [Step], course: Course, timings: Timings, total: Int) {
    var kinds: [(Step, Kind, Double)] = []
    for step in steps {
      let minutes = Double(LearnerMinutes(of: step, in: course, timings: timings).minutes)
      let counts = StepCounts(step: step, course: course)
      let hunt = Double(6 * counts.testTasks + 2 * counts.bugs)
      let checks = Double(counts.words) / 180 + Double(6 * (counts.tasks - counts.testTasks))
      let huntShare =
        counts.bugs == 0 ? 0 : counts.tasks == counts.testTasks ? 1 : hunt / (hunt + checks)
      if huntShare < 1 { kinds.append((step, .checks, minutes * (1 - huntShare))) }
      if huntShare > 0 { kinds.append((step, .bugs, minutes * huntShare)) }
    }
    let points = Self.distribute(total, over: kinds.map { $0.2 })
    parts = zip(kinds, points).map { Part(step: $0.0.0, kind: $0.0.1, points: $0.1) }
  }

  /// `total` split in proportion to `weights`, in whole numbers that add up to it (the largest
  /// remainders get the points left over), each at least 1 while there are points to go round.
  static func distribute(_ total: Int, over weights: [Double]) -> [Int] {
    let sum = weights.reduce(0, +)
    guard sum > 0, !weights.isEmpty else { return weights.map { _ in 0 } }
    let exact = weights.map { Double(total) * $0 / sum }
    var shares = exact.map { Int($0.rounded(.down)) }
    let order = exact.indices.sorted {
      exact[$0] - Double(shares[$0]) > exact[$1] - Double(shares[$1])
    }
    for index in order.prefix(total - shares.reduce(0, +)) { shares[index] += 1 }
    while let empty = shares.firstIndex(of: 0),
      let largest = shares.indices.max(by: {
        shares[$0] < shares[$1]
      }), shares[largest] > 1
    {
      shares[empty] += 1
      shares[largest] -= 1
    }
    return shares
  }
}
