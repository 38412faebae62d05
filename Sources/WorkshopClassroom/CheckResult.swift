/// The verdict of one `workshop check`, as a grader reads it: what `check --format json` prints.
///
/// Modelled on exercism's test-runner `results.json` (a `version`, an overall `status`, one entry
/// a test with `name`, `status`, `message` and `task_id`), with the planted-bug hunt added. Every
/// field is described in `Docs/schemas/check-result.schema.json`.
public struct CheckResult: Codable, Equatable, Sendable {
  /// The format version this code writes; it changes when a field changes meaning or goes away.
  static let currentVersion = 1

  /// How a step, a test or a planted bug fared, in exercism's words.
  public enum Status: String, Codable, Sendable {
    /// Everything passed.
    case pass
    /// The code ran, and something failed.
    case fail
    /// The code could not be judged: it did not compile, crashed, hung or could not run.
    case error
    /// The test skipped itself.
    case skip
  }

  /// The step that was checked.
  public struct StepInfo: Codable, Equatable, Sendable {
    /// `01`.
    public var number: String
    /// `pure-reducers`.
    public var id: String
    /// `01-PureReducers`.
    public var folder: String
    /// The step's title.
    public var title: String
  }

  /// One failed assertion.
  public struct Failure: Codable, Equatable, Sendable {
    /// The whole message, every line of it.
    public var message: String
    /// Where it was recorded, relative to the course root when it is in the course.
    public var file: String
    /// The line.
    public var line: Int
    /// The TODO the message names, if it names one.
    var taskID: Int?

    enum CodingKeys: String, CodingKey {
      case message, file, line
      case taskID = "task_id"
    }
  }

  /// One check of the workshop's, or one test the learner wrote.
  public struct Test: Codable, Equatable, Sendable {
    /// `check` for the workshop's checks, `test` for the learner's own tests.
    public enum Kind: String, Codable, Sendable {
      /// One of the workshop's checks (a test of the step's checks module).
      case check
      /// A test the learner wrote.
      case test
    }

    /// The test as the runner names it, e.g. `CounterChecks.testIncrementTapped_AddsOne`.
    public var name: String
    /// Whose test it is.
    public var kind: Kind
    /// pass, fail, error (crashed, hung, did not run) or skip.
    public var status: Status
    /// How it ended, precisely: passed, failed, crashed, hung, not_run or skipped.
    public var outcome: String
    /// Every failure's message, each after its place, or `nil` when nothing failed.
    public var message: String?
    /// Where the first failure was recorded; for a test without one, where it is declared.
    public var file: String?
    /// The line that goes with `file`.
    public var line: Int?
    /// The TODO this test belongs to: the first one its failures name, else the first one its
    /// source names.
    var taskID: Int?
    /// Its failed assertions, in order.
    public var failures: [Failure]
    /// Seconds it ran, as its runner reported; the limit that stopped it when it hung; `nil`
    /// when unknown (it crashed, or did not run).
    public var seconds: Double? = nil

    enum CodingKeys: String, CodingKey {
      case name, kind, status, outcome, message, file, line, failures, seconds
      case taskID = "task_id"
    }
  }

  /// One planted bug and whether the learner's tests caught it.
  public struct PlantedBugResult: Codable, Equatable, Sendable {
    /// caught, missed, not_expected (the step's tests cannot catch it) or not_run (the learner's
    /// tests failed with no bug planted, so no bug was tried).
    public enum Verdict: String, Codable, Sendable {
      /// At least one of the learner's tests failed, crashed or hung with it.
      case caught
      /// The learner's tests still pass with it.
      case missed
      /// It passed, and the step's tests cannot be expected to catch it.
      case notExpected = "not_expected"
      /// It was not tried.
      case notRun = "not_run"
    }

    /// The bug's number, as `workshop hint NN --bug n` takes it.
    public var number: Int
    /// What goes wrong with it.
    public var summary: String
    /// `XCTest` or `SwiftTesting` when one library's tests were hunted with alone.
    public var library: String?
    /// Whether the learner's tests are expected to catch it.
    public var expected: Bool
    /// The verdict.
    public var verdict: Verdict
    /// How the learner's tests ended with it: passed, failed, crashed, timed_out, could_not_run
    /// or not_run.
    public var outcome: String
    /// The learner's tests whose failures caught it, by name.
    public var caughtBy: [String]
    /// The failures, or why the run could not be judged.
    public var message: String?
    /// Seconds the run of the learner's tests with it took; `nil` when it was not run.
    public var seconds: Double? = nil

    enum CodingKeys: String, CodingKey {
      case number, summary, library, expected, verdict, outcome, message, seconds
      case caughtBy = "caught_by"
    }
  }

  /// A compile error.
  struct CompileError: Codable, Equatable, Sendable {
    /// What the compiler said.
    public var message: String
    /// The file, relative to the course root when it is in the course.
    public var file: String?
    /// The line.
    public var line: Int?
    /// The column.
    public var column: Int?
  }

  /// `currentVersion` when written by this code.
  public var version: Int
  /// The step.
  public var step: StepInfo
  /// pass when every check passed, fail when one failed, error when the step did not compile,
  /// crashed, hung or could not be checked.
  public var status: Status
  /// Why the status is error, in a sentence; `nil` otherwise.
  public var message: String?
  /// Every check and learner test, in the order they ran.
  public var tests: [Test]
  /// Every planted bug of the hunts that ran.
  public var plantedBugs: [PlantedBugResult]
  /// The compile errors, when the step did not compile.
  var compileErrors: [CompileError]
  /// Seconds the build took.
  var buildSeconds: Double
  /// Seconds the checks took, when they ran.
  var testSeconds: Double?

  enum CodingKeys: String, CodingKey {
    case version, step, status, message, tests
    case plantedBugs = "planted_bugs"
    case compileErrors = "compile_errors"
    case buildSeconds = "build_seconds"
    case testSeconds = "test_seconds"
  }
}
