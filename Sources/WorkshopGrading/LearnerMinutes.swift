import Foundation
import WorkshopCore
import WorkshopResults

/// How long a step takes a learner, in minutes, and what the number rests on: the median of the
/// recorded runs (`Timings.learners`) where the step has any, else an estimate from the lesson,
/// by one rule for every step: the lesson read at 180 words a minute, 6 minutes a task, 2 a
/// planted bug the learner's tests must catch, to the nearest five minutes.
public struct LearnerMinutes: Equatable, Sendable {
  /// The minutes.
  public let minutes: Int
  /// How many recorded runs the number is the median of; 0 for an estimate.
  public let runs: Int

  /// Whether the number is an estimate rather than a median of recorded runs.
  public var isEstimate: Bool { runs == 0 }

  /// The minutes of `step` of `course`, from `timings`.
  public init(of step: Step, in course: Course, timings: Timings) {
    let recorded = (timings.learners[step.number] ?? []).sorted()
    guard !recorded.isEmpty else {
      self.init(minutes: Self.estimate(of: step, in: course), runs: 0)
      return
    }
    self.init(minutes: Int(ClassTimes.median(recorded).rounded()), runs: recorded.count)
  }

  init(minutes: Int, runs: Int) {
    self.minutes = minutes
    self.runs = runs
  }

  /// The estimate of the lesson's rule.
  static func estimate(of step: Step, in course: Course) -> Int {
    let counts = StepCounts(step: step, course: course)
    let minutes = Double(counts.words) / 180 + Double(6 * counts.tasks + 2 * counts.bugs)
    return Int((minutes / 5).rounded()) * 5
  }
}

/// What a step asks of the learner, counted: the lesson's words (without its hints), its tasks
/// (distinct `TODO(n)` numbers), those of them in the learner's tests, and the planted bugs
/// those tests must catch.
struct StepCounts: Equatable, Sendable {
  let words: Int
  let tasks: Int
  let testTasks: Int
  let bugs: Int

  init(step: Step, course: Course) {
    let url = course.url(step.exercisePath + "/README.md")
    let lesson = Lesson(markdown: (try? String(contentsOf: url, encoding: .utf8)) ?? "")
    words =
      lesson.textWithoutHints.replacingOccurrences(
        of: "<!--[\\s\\S]*?-->", with: " ", options: .regularExpression
      ).split(whereSeparator: \.isWhitespace).count
    let files = StepFiles(root: course.root, folder: step.exercisePath)
    let numbers = { (files: [String]) in Set(scanTodos(in: files, root: course.root).map(\.number))
    }
    tasks = numbers(files.learnerFiles).count
    testTasks = numbers(files.testFiles).count
    bugs = ((try? course.plantedBugs(of: step)) ?? []).filter(\.isCatchable).count
  }
}
