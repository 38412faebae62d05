/// How one run of the learner's tests ended.
public enum TestRunOutcome: Codable, Equatable, Sendable {
  /// Every test passed.
  case passed
  /// At least one test failed; `failures` are the runner's failure lines, trimmed.
  case failed(failures: [String])
  /// The test process crashed (for example on a force unwrap or an index out of range).
  case crashed(signal: Int32)
  /// The run did not finish within the time limit and was stopped.
  case timedOut(seconds: Int)
  /// The run could not start or found no tests; `reason` says why.
  case couldNotRun(reason: String)

  /// Whether a planted bug counts as caught by this run.
  public var catchesBug: Bool {
    switch self {
    case .failed, .crashed, .timedOut: return true
    case .passed, .couldNotRun: return false
    }
  }
}
