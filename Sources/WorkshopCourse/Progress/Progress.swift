import Foundation

/// What the CLI remembers about the learner's work, keyed by step id so that adding, removing
/// or renumbering steps never shifts it onto the wrong step. Stored in `.workshop/progress.json`.
public struct CourseProgress: Equatable, Sendable {
  /// The file format this version writes.
  static let currentFormat = 1

  /// The format the data was read in; older formats are migrated on load.
  public var format = CourseProgress.currentFormat
  /// One record per step id. Records of ids the manifest no longer lists are kept, not dropped.
  public var steps: [String: StepRecord] = [:]
  /// The track the learner chose (`workshop track one-day`), or `nil` for every step.
  public var track: String?

  /// The record of `step`, empty when the step has none yet.
  public func record(for step: Step) -> StepRecord {
    steps[step.id] ?? StepRecord(folder: step.folder)
  }

  /// Changes the record of `step`, creating it if needed.
  public mutating func update(_ step: Step, _ change: (inout StepRecord) -> Void) {
    var record = record(for: step)
    record.folder = step.folder
    change(&record)
    steps[step.id] = record
  }

  /// Moves records keyed by something other than a current id onto the step they belong to:
  /// format 0 files keyed steps by folder (`03-FileClient`) or number (`03`), and a record whose
  /// step was given a new id still names its folder. Records that match nothing stay as they are.
  func migrated(to steps: [Step]) -> CourseProgress {
    let ids = Set(steps.map(\.id))
    var result = CourseProgress(format: CourseProgress.currentFormat, steps: [:], track: track)
    var orphans: [(String, StepRecord)] = []
    for (key, record) in self.steps.sorted(by: { $0.key < $1.key }) {
      if ids.contains(key) {
        result.steps[key] = result.steps[key].map { $0.merged(with: record) } ?? record
        continue
      }
      let owner = steps.first { step in
        step.folder == key || step.folder == record.folder || (format == 0 && step.number == key)
      }
      if let owner {
        var moved = record
        moved.folder = owner.folder
        result.steps[owner.id] = result.steps[owner.id].map { $0.merged(with: moved) } ?? moved
      } else {
        orphans.append((key, record))
      }
    }
    for (key, record) in orphans where result.steps[key] == nil { result.steps[key] = record }
    return result
  }
}

/// What is known about one step.
public struct StepRecord: Equatable, Sendable {
  /// How the last check of a step ended.
  public enum Result: String, Sendable, Codable {
    /// Every check passed.
    case passed
    /// Something failed, crashed, hung or did not compile.
    case failed
  }

  /// The step's folder when the record was written, to find the step again if its id changes.
  public var folder: String?
  /// The last check's result, or `nil` if the step was never checked.
  public var lastResult: Result?
  /// The fingerprint of the step's files when they last passed.
  public var passedHash: String?
  /// The fingerprint of the step's files at the last check, passed or failed.
  var checkedHash: String?
  /// When the step was last checked.
  public var checkedAt: Date?
  /// How many hints `workshop hint` has shown.
  public var hintsShown = 0
  /// When the step's checks first all passed.
  public var firstDoneAt: Date?
  /// When the step was first checked: with `firstDoneAt`, how long it took to get to green.
  public var firstCheckedAt: Date?
  /// The last check's tally: checks passed, checks run, planted bugs caught of those expected.
  public var tally: CheckTally?
  /// The graded parts (`checks`, `bugs`) the last check passed, for a grader that asks for one
  /// part after the other without checking unchanged files twice.
  public var partsPassed: [String]?

  /// Records a check that ended with `result` at `date`, with its tally.
  public mutating func recordCheck(
    _ result: Result, tally: CheckTally?, hash: String, at date: Date
  ) {
    lastResult = result
    checkedAt = date
    firstCheckedAt = firstCheckedAt ?? date
    checkedHash = hash
    self.tally = tally ?? self.tally
    if result == .passed {
      passedHash = hash
      firstDoneAt = firstDoneAt ?? date
    }
  }

  /// Two records of the same step combined, keeping the most recent check, the most hints and
  /// the first time the step was done.
  func merged(with other: StepRecord) -> StepRecord {
    let newer = (other.checkedAt ?? .distantPast) > (checkedAt ?? .distantPast) ? other : self
    var result = newer
    result.hintsShown = max(hintsShown, other.hintsShown)
    result.firstDoneAt = [firstDoneAt, other.firstDoneAt].compactMap { $0 }.min()
    result.firstCheckedAt = [firstCheckedAt, other.firstCheckedAt].compactMap { $0 }.min()
    return result
  }
}

/// How a step's last check went, counted: what `workshop report` shows.
public struct CheckTally: Codable, Equatable, Sendable {
  /// Checks and learner tests that passed.
  public var passed: Int
  /// Checks and learner tests that ran.
  public var total: Int
  /// Planted bugs the learner's tests caught, of those they are expected to catch.
  public var bugsCaught: Int?
  /// Planted bugs the learner's tests are expected to catch, when the step has any.
  public var bugsExpected: Int?

  /// Creates a tally.
  public init(passed: Int, total: Int, bugsCaught: Int? = nil, bugsExpected: Int? = nil) {
    self.passed = passed
    self.total = total
    self.bugsCaught = bugsCaught
    self.bugsExpected = bugsExpected
  }
}

extension StepRecord: Codable {
  private enum CodingKeys: String, CodingKey {
    case folder, lastResult, passedHash, checkedHash, checkedAt, hintsShown, firstDoneAt, tally
    case firstCheckedAt, partsPassed
  }

  /// Reads a record leniently: a missing or unknown field takes its default.
  public init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    folder = try? container.decodeIfPresent(String.self, forKey: .folder)
    lastResult = try? container.decodeIfPresent(Result.self, forKey: .lastResult)
    passedHash = try? container.decodeIfPresent(String.self, forKey: .passedHash)
    checkedHash = try? container.decodeIfPresent(String.self, forKey: .checkedHash)
    checkedAt = try? container.decodeIfPresent(Date.self, forKey: .checkedAt)
    hintsShown = max(0, (try? container.decodeIfPresent(Int.self, forKey: .hintsShown)) ?? 0)
    firstDoneAt = try? container.decodeIfPresent(Date.self, forKey: .firstDoneAt)
    firstCheckedAt = try? container.decodeIfPresent(Date.self, forKey: .firstCheckedAt)
    partsPassed = try? container.decodeIfPresent([String].self, forKey: .partsPassed)
    tally = try? container.decodeIfPresent(CheckTally.self, forKey: .tally)
  }
}

extension CourseProgress: Codable {
  private enum CodingKeys: String, CodingKey {
    case format, steps, track
  }

  /// Reads progress; a file without `format` is format 0.
  public init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    format = try container.decodeIfPresent(Int.self, forKey: .format) ?? 0
    steps = try container.decodeIfPresent([String: StepRecord].self, forKey: .steps) ?? [:]
    track = try? container.decodeIfPresent(String.self, forKey: .track)
  }
}
