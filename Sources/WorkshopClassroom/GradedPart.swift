import WorkshopJudge

extension CheckResult {
  /// Whether the check passes the graded `part`: for `checks`, every check of the workshop's
  /// but the planted-bug hunts ran and passed; for `bugs`, there was a hunt and every hunt
  /// passed (the learner's tests pass with no bug planted and catch every bug they should), and
  /// the learner's code declares nothing a hunt's check could call in place of its own.
  public func passes(_ part: GradingPoints.Kind) -> Bool {
    let checks = tests.filter { $0.kind == .check }
    // NB: a test that waits for a real time counts against the hunt, as the learner's tests do.
    let isHunt = { (name: String) in isPlantedBugHunt(name) || name == LearnerCodeAudit.waits }
    let (hunts, others) = (checks.filter { isHunt($0.name) }, checks.filter { !isHunt($0.name) })
    let passed = { (test: Test) in test.status == .pass || test.status == .skip }
    switch part {
    case .checks: return compileErrors.isEmpty && !others.isEmpty && others.allSatisfy(passed)
    case .bugs:
      return !hunts.isEmpty && hunts.allSatisfy(passed) && !plantedBugs.isEmpty
        && !checks.contains { $0.name == LearnerCodeAudit.declarations && !passed($0) }
    }
  }

  /// The graded parts this check passes, by name.
  public var partsPassed: [String] {
    [GradingPoints.Kind.checks, .bugs].filter(passes).map(\.rawValue)
  }
}
