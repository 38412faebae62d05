import WorkshopCourse

extension CheckReport {
  /// The check counted, for the progress record; `nil` when no test ran (a compile error).
  public var tally: CheckTally? {
    guard let run, !run.tests.isEmpty else { return nil }
    let passed = run.tests.filter { $0.outcome == .passed }.count
    let hunted = run.plantedBugReports
    guard !hunted.isEmpty else { return CheckTally(passed: passed, total: run.tests.count) }
    // NB: a hunt whose tests fail with no bug planted runs no bug: how many exist is not known.
    guard hunted.allSatisfy({ $0.reference == .passed }) else {
      return CheckTally(passed: passed, total: run.tests.count, bugsCaught: 0)
    }
    // NB: where each testing library's tests hunt alone, a bug counts as caught when every hunt
    // caught it.
    let expected = Set(hunted.flatMap(\.runs).map(\.bug).filter(\.isCatchable).map(\.number))
    let missed = Set(hunted.flatMap(\.missed).map(\.number))
    return CheckTally(
      passed: passed, total: run.tests.count, bugsCaught: expected.subtracting(missed).count,
      bugsExpected: expected.count)
  }
}
