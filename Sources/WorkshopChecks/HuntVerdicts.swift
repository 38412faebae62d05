import Foundation
import WorkshopTestRuns

/// The runs of a planted-bug hunt and what they say about each of the learner's tests: which
/// change their outcome with no bug planted, and which catch a bug on their own.
struct HuntVerdicts: Sendable {
  /// What the runs with no bug planted found.
  struct Reference: Sendable {
    /// How the tests fared: `.passed` unless a test failed for another reason than flakiness.
    var outcome: TestRunOutcome
    /// Tests whose outcome changed between runs.
    var flaky: [FlakyTest] = []
    /// Assertions that fired after their test had ended.
    var leaks: [LeakingAssertion] = []
    /// Tests that failed in a decoy run: they fail whether or not a bug is planted.
    var failsEitherWay: [String] = []
    /// The tests that may credit a bug: never flaky, passing alone, passing every decoy run.
    var trusted: Set<LearnerTest> = []
  }

  /// One run of the hunt: every test together (`test` nil) or one test alone, with a bug
  /// planted (`bug` nil: none); or, `decoy`, every test of the decoy module with the bug's
  /// variable set and nothing planted.
  private struct Job: Sendable {
    var bug: PlantedBug?
    var test: LearnerTest?
    var decoy = false
  }

  let binary: TestBinary
  let tests: [LearnerTest]
  /// The same tests compiled without the planted bugs, in the same order.
  let decoys: [LearnerTest]
  let timeout: TimeInterval
  let concurrentRuns: Int

  /// Runs the tests `referenceRuns` times together and once each alone with no bug planted, so
  /// that a test whose outcome changes shows it; their decoys together with each bug's variable
  /// set, so that a test that reads it shows it; and with each bug planted, together and alone.
  /// When the first run crashes, hangs or cannot start, nothing else runs: that is the report.
  /// When it fails, one more run tells a failing test from a flaky one: the same failures again
  /// are the report, and only a test whose outcome changed pays for the runs that judge
  /// flakiness. When it passes, the runs with the bugs go side by side with the other runs
  /// without: the learner is likely done, and a bug's run often waits out a timeout.
  func run(_ bugs: [PlantedBug], referenceRuns: Int)
    -> (reference: Reference, runs: [PlantedBugReport.BugRun])
  {
    let first = binary.run(tests, plantedBug: 0, timeout: timeout)
    var finder = LeakingAssertions(tests: tests)
    var again: [TestRun] = []
    switch first.outcome {
    case .crashed, .timedOut, .couldNotRun:
      return (Reference(outcome: first.outcome, leaks: finder.find(in: first)), [])
    case .failed:
      let second = binary.run(tests, plantedBug: 0, timeout: timeout)
      guard
        second.outcome == .passed
          || tests.contains(where: {
            first.result(of: $0) != second.result(of: $0)
          })
      else {
        let leaks = finder.find(in: first) + finder.find(in: second)
        return (Reference(outcome: first.outcome, leaks: leaks), [])
      }
      again = [second]
    case .passed:
      break
    }
    let referenceJobs =
      Array(repeating: Job(), count: referenceRuns - 1 - again.count)
      + (tests.count > 1 ? tests.map { Job(test: $0) } : [])
    // NB: the decoy runs go first among the runs with the bugs' variables set: quick, as the
    // tests have nothing to catch there.
    let bugJobs = bugs.map { Job(bug: $0, decoy: true) } + jobs(for: bugs)
    // NB: when the first run failed, the learner is likely still at work, and a failing test
    // may wait out its timeout: the runs without bugs then all go at once, to wait together.
    let passed = first.outcome == .passed
    let firstJobs = referenceJobs + (passed ? bugJobs : [])
    let firstRuns = execute(firstJobs, limit: passed ? concurrentRuns : referenceJobs.count)
    var reference = judge(
      first: first, runs: again + firstRuns.prefix(referenceJobs.count),
      jobs: again.map { _ in Job() } + referenceJobs)
    guard reference.outcome == .passed else { return (reference, []) }
    let bugRuns = passed ? Array(firstRuns.dropFirst(referenceJobs.count)) : execute(bugJobs)
    reference.distrust(failingAny: Array(bugRuns.prefix(bugs.count)), among: tests)
    var runs: [PlantedBugReport.BugRun] = []
    for bug in bugs {
      let indices = bugJobs.indices.filter { bugJobs[$0].bug == bug && !bugJobs[$0].decoy }
      let (run, leaks) = verdict(
        on: bug, together: bugRuns[indices[0]],
        alone: indices.dropFirst().map { (bugJobs[$0].test!, bugRuns[$0]) }, reference: reference)
      runs.append(run)
      reference.leaks += leaks
    }
    return (reference, runs)
  }

  /// The runs with each bug: every test together, then, when there are few enough, each test
  /// alone, so that a test that fails only after waiting out its timeout waits in both at once.
  private func jobs(for bugs: [PlantedBug]) -> [Job] {
    let eachAlone = tests.count > 1 && bugs.count * tests.count <= Self.aloneRunsUpFront
    return bugs.flatMap { bug in
      [Job(bug: bug)] + (eachAlone ? tests.map { Job(bug: bug, test: $0) } : [])
    }
  }

  private func execute(_ jobs: [Job], limit: Int? = nil) -> [TestRun] {
    let (binary, tests, decoys, timeout) = (self.binary, self.tests, self.decoys, self.timeout)
    return jobs.concurrentMap(limit: limit ?? concurrentRuns) { job in
      binary.run(
        job.decoy ? decoys : job.test.map { [$0] } ?? tests, plantedBug: job.bug?.number ?? 0,
        timeout: timeout)
    }
  }

  /// What the runs without bugs say: `first` and `runs` of `jobs`.
  private func judge(first: TestRun, runs: [TestRun], jobs: [Job]) -> Reference {
    let together = [first] + zip(jobs, runs).filter { $0.0.test == nil }.map(\.1)
    var alone: [LearnerTest: TestRun] = [:]
    for (job, run) in zip(jobs, runs) { if let test = job.test { alone[test] = run } }
    var reference = Reference(outcome: .passed)
    for test in tests {
      var outcomes = together.compactMap { $0.result(of: test) }
      if let result = alone[test]?.result(of: test) { outcomes.append(result + " alone") }
      let passes = outcomes.filter { $0.hasPrefix("passed") }.count
      if passes > 0, passes < outcomes.count {
        reference.flaky.append(FlakyTest(test: test.name, outcomes: outcomes))
      } else if passes == outcomes.count {
        reference.trusted.insert(test)
      }
    }
    let flakyNames = Set(reference.flaky.map(\.test))
    let unexplained = together.first { run in
      let unsuccessful = run.unsuccessful(among: tests).map(\.name)
      return run.outcome != .passed
        && (unsuccessful.isEmpty || !unsuccessful.allSatisfy(flakyNames.contains))
    }
    if let unexplained { reference.outcome = unexplained.outcome }
    var finder = LeakingAssertions(tests: tests)
    reference.leaks = ([first] + runs).flatMap { finder.find(in: $0) }
    return reference
  }

  /// Which trusted tests caught `bug`: each failed with it together and in each of its runs
  /// alone, and none of its assertions leaked into another test.
  private func verdict(
    on bug: PlantedBug, together: TestRun, alone: [(LearnerTest, TestRun)],
    reference: Reference
  ) -> (PlantedBugReport.BugRun, [LeakingAssertion]) {
    let (binary, timeout) = (self.binary, self.timeout)
    let runAlone: @Sendable (LearnerTest) -> TestRun = { test in
      binary.run([test], plantedBug: bug.number, timeout: timeout)
    }
    let trusted = tests.filter(reference.trusted.contains)
    let candidates = together.unsuccessful(among: trusted)
    var firstAlone: [LearnerTest: TestRun] = [:]
    if tests.count == 1 {
      // NB: with one test, the run of all of them is its run alone.
      for test in candidates { firstAlone[test] = together }
    } else if !alone.isEmpty {
      for (test, run) in alone { firstAlone[test] = run }
    } else {
      let runs = candidates.concurrentMap(limit: 2, runAlone)
      firstAlone = Dictionary(uniqueKeysWithValues: zip(candidates, runs))
    }
    var finder = LeakingAssertions(tests: tests)
    let leaks = finder.find(in: together)
    // NB: an assertion that leaks out of its XCTest test may, by the luck of the main queue,
    // also fire in its own test's time, together and alone: when a failure comes from a
    // closure, the run alone is made again, and a test whose assertion leaked with this bug
    // catches nothing.
    let leaking = Set(leaks.map(\.test))
    let failedOnce = candidates.filter {
      firstAlone[$0]?.outcome.catchesBug == true && !leaking.contains($0.name)
    }
    let again = failedOnce.filter { test in
      test.library == .xctest
        && firstAlone[test].map { finder.mayHaveFiredLate(test, in: $0) }
          ?? false
    }.flatMap { Array(repeating: $0, count: Self.runsAlone - 1) }
    let confirmations = again.concurrentMap(limit: max(again.count, 1)) {
      runAlone($0).outcome.catchesBug
    }
    let caught = failedOnce.filter { test in
      zip(again, confirmations).allSatisfy { $0.0 != test || $0.1 }
    }
    let reachedAlone =
      tests.count == 1
      ? (together.reachedTheBug ? tests : [])
      : alone.filter { $0.1.reachedTheBug }.map(\.0)
    let run = PlantedBugReport.BugRun(
      bug: bug, outcome: together.outcome, caughtBy: caught.map(\.name),
      failedOnlySometimes: candidates.filter { !caught.contains($0) }.map(\.name),
      reachedTheBug: together.reachedTheBug || !reachedAlone.isEmpty,
      reachedBy: reachedAlone.map(\.name), seconds: together.seconds)
    return (run, leaks)
  }

  /// How many runs of one test alone with one bug may go side by side with the other runs
  /// (bugs times tests); a run of a step's test alone is a process of a tenth of a second.
  static let aloneRunsUpFront = 40

  /// How many times an XCTest test that failed with a bug, from an assertion in a closure, runs
  /// alone with it. XCTest runs the main run loop as a test ends, so an assertion on the main
  /// queue that the test does not wait for fires in the test's own time by chance (about one run
  /// in three here): three runs alone all failing leave it about one chance in a hundred. An
  /// assertion written directly in the test's body cannot run late, and Swift Testing runs no
  /// loop at a test's end: those tests run alone once.
  static let runsAlone = 3
}

extension HuntVerdicts.Reference {
  /// Takes the trust from every test that did not pass a run of `decoys`, the runs of the tests
  /// compiled without the planted bugs but with a bug's variable set: such a test fails whether
  /// or not a bug is planted. (A decoy has its test's name: it is compiled from the same file.)
  mutating func distrust(failingAny decoys: [TestRun], among tests: [LearnerTest]) {
    let failing = tests.filter { test in
      decoys.contains { !$0.unsuccessful(among: [test]).isEmpty }
    }
    failsEitherWay = failing.map(\.name)
    trusted.subtract(failing)
  }
}
