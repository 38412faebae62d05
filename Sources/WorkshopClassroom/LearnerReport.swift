import Foundation
import WorkshopCourse

/// Where one learner stands on every step: what `workshop report` prints, and what they hand in.
/// `report --format json` writes it as `Docs/schemas/learner-report.schema.json` describes.
public struct LearnerReport: Codable, Equatable, Sendable {
  /// The format version this code writes.
  static let currentVersion = 1

  /// One step's line of the report.
  public struct StepLine: Codable, Equatable, Sendable {
    /// `01`.
    public var number: String
    /// `pure-reducers`.
    public var id: String
    /// The step's title.
    public var title: String
    /// Whether the step is on the learner's track (every step is without one).
    var inTrack: Bool
    /// done, failing, not_started, changed_since_done, changed_since_failing or unavailable.
    public var state: String
    /// Checks and learner tests that passed at the last check.
    var checksPassed: Int?
    /// Checks and learner tests that ran at the last check.
    var checksTotal: Int?
    /// Planted bugs the learner's tests caught at the last check.
    public var bugsCaught: Int?
    /// Planted bugs the learner's tests are expected to catch.
    public var bugsExpected: Int?
    /// When the step's checks first all passed.
    public var firstDoneAt: Date?
    /// When the step was last checked.
    var lastCheckedAt: Date?
    /// How many hints the learner has read.
    public var hintsShown: Int
    /// Minutes from the step's first check to its first green one, shared only when the learner
    /// chose to (`report --times`).
    var minutesToGreen: Double? = nil

    enum CodingKeys: String, CodingKey {
      case number, id, title, state
      case inTrack = "in_track"
      case checksPassed = "checks_passed"
      case checksTotal = "checks_total"
      case bugsCaught = "bugs_caught"
      case bugsExpected = "bugs_expected"
      case firstDoneAt = "first_done_at"
      case lastCheckedAt = "last_checked_at"
      case hintsShown = "hints_shown"
      case minutesToGreen = "minutes_to_green"
    }
  }

  /// `currentVersion` when written by this code.
  public var version: Int
  /// Who the report is about, when known (`--name`, else git's `user.name`, else the name of
  /// the file it was written to).
  public var learner: String?
  /// When the report was made.
  var generatedAt: Date
  /// The track the learner chose, or `nil` for every step.
  public var track: String?
  /// Every step of the course, in order.
  public var steps: [StepLine]

  enum CodingKeys: String, CodingKey {
    case version, learner, track, steps
    case generatedAt = "generated_at"
  }

  /// The steps on the learner's track.
  var trackSteps: [StepLine] { steps.filter(\.inTrack) }

  /// How many steps of the track are done.
  var doneCount: Int { trackSteps.filter { $0.state == StepState.done.key }.count }
}

extension LearnerReport {
  /// The report of `progress` on `course`, made at `date`; with `times`, each done step says
  /// how long it took from its first check to green.
  public init(
    course: Course, progress: CourseProgress, learner: String?, date: Date = Date(),
    times: Bool = false
  ) {
    let track = course.chosenTrack(in: progress)
    let onTrack = Set((track?.steps ?? course.steps).map(\.id))
    self.init(
      version: Self.currentVersion, learner: learner, generatedAt: date, track: track?.name,
      steps: course.statuses(with: progress).map { status in
        let step = status.step
        let record = progress.record(for: step)
        return StepLine(
          number: step.number, id: step.id, title: step.title, inTrack: onTrack.contains(step.id),
          state: status.state.key, checksPassed: record.tally?.passed,
          checksTotal: record.tally?.total, bugsCaught: record.tally?.bugsCaught,
          bugsExpected: record.tally?.bugsExpected, firstDoneAt: record.firstDoneAt,
          lastCheckedAt: record.checkedAt, hintsShown: record.hintsShown,
          minutesToGreen: times ? record.minutesToGreen : nil)
      })
  }
}

extension StepState {
  /// The state's key in a report: `done`, `failing`, `not_started`, `changed_since_done`,
  /// `changed_since_failing`, `unavailable`.
  public var key: String {
    switch self {
    case .notStarted: return "not_started"
    case .failing: return "failing"
    case .done: return "done"
    case .changedSinceDone: return "changed_since_done"
    case .changedSinceFailing: return "changed_since_failing"
    case .unavailable: return "unavailable"
    }
  }
}

extension StepRecord {
  /// Minutes from the first check to the first green one, to a tenth; `nil` before green, or
  /// for a step first done before first checks were recorded.
  var minutesToGreen: Double? {
    guard let start = firstCheckedAt, let end = firstDoneAt, end >= start else { return nil }
    return (end.timeIntervalSince(start) / 6).rounded() / 10
  }
}
