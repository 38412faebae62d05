import WorkshopCourse

/// How long a step takes a learner, in minutes, and what the number rests on: the median of the
/// recorded runs (`Timings.learners`) where the step has any, else an estimate from the lesson,
/// by one rule for every step: the lesson read at `wordsPerMinute`, `minutesPerTask` a task,
/// `minutesPerBug` a planted bug the learner's tests must catch, to the nearest five minutes.
public struct LearnerMinutes: Equatable, Sendable {
  /// The minutes.
  public let minutes: Int
  /// How many recorded runs the number is the median of; 0 for an estimate.
  public let runs: Int

  /// Whether the number is an estimate rather than a median of recorded runs.
  var isEstimate: Bool { runs == 0 }

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
    let minutes =
      Double(counts.words) / Double(wordsPerMinute)
      + Double(minutesPerTask * counts.tasks + minutesPerBug * counts.bugs)
    return Int((minutes / 5).rounded()) * 5
  }

  /// How fast the estimate has the lesson read, in words a minute.
  public static let wordsPerMinute = 180
  /// The estimate's minutes for each task (`TODO(n)`).
  public static let minutesPerTask = 6
  /// The estimate's minutes for each planted bug the learner's tests must catch.
  public static let minutesPerBug = 2
}

/// What a step asks of the learner, counted: the lesson's words (without its hints), its tasks
/// (distinct `TODO(n)` numbers), those of them in the learner's tests, and the planted bugs
/// those tests must catch.
public struct StepCounts: Equatable, Sendable {
  /// The lesson's words, its hints, planted bugs and marks aside, code included.
  public let words: Int
  /// The distinct `TODO(n)` numbers of the exercise.
  public let tasks: Int
  /// Those of them in the learner's tests.
  let testTasks: Int
  /// The planted bugs a test can catch.
  public let bugs: Int

  /// The counts of `step` of `course`.
  public init(step: Step, course: Course) {
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
