import WorkshopCourse

/// Progress of a check, for a status line.
public enum CheckEvent: Sendable {
  /// Another `workshop` command holds the scratch folder; waiting for it.
  case waitingForLock
  /// Another SwiftPM process (an editor's build) holds the build folder; SwiftPM waits for it.
  case waitingForSwiftPM
  /// Building; the latest progress line if there was one.
  case building(BuildProgress?)
  /// Running the checks; the test that just started, if known.
  case running(String?)
}

/// The outcome of checking one step.
public struct CheckReport: Sendable {
  /// How a check ended.
  public enum Verdict: Equatable, Sendable {
    /// Every check passed.
    case passed
    /// The code compiled, and some checks failed, crashed or hung.
    case failed
    /// The step's code or its checks do not compile.
    case compileError([Diagnostic])
    /// The checks could not be built or run for a reason outside the learner's code.
    case couldNotRun(String)
  }

  /// The step.
  public let step: Step
  /// The fingerprint of the step's files when the check started.
  public let filesHash: String
  /// The outcome.
  public var verdict: Verdict
  /// The test run, when the build succeeded.
  public var run: ModuleRun?
  /// Seconds the build took.
  public var buildDuration: Double = 0
  /// What the build printed, for `--verbose`.
  public var buildOutput = ""
  /// The files the run added to the step's folder (the references a snapshot test records when
  /// it has none), from the course root: the checks that failed before they existed ran again.
  public var recorded: [String] = []

  /// Whether the step passed.
  public var passed: Bool { verdict == .passed }
}
