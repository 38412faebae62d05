import Foundation
import WorkshopResults

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
    /// The tests that may credit a bug: never flaky, and passing alone.
    var trusted: Set<LearnerTest> = []
  }

  let binary: TestBinary
  let tests: [LearnerTest]
  let timeout: TimeInterval
  let concurrentRuns: Int

  /// Runs every test together `times` times, and each alone once, with no bug planted, so that
  /// a test whose outcome changes shows it. When the first run crashes, hangs or cannot start,
  /// the others are not made: that is the report.
  func runWithoutBugs(times: Int) -> Reference {
    let first = binary.run(tests, plantedBug: 0, timeout: timeout)
    var finder = LeakingAssertions(tests: tests)
    switch first.outcome {
    case .crashed, .timedOut, .couldNotRun:
      return Reference(outcome: first.outcome, leaks: finder.find(in: first))
    case .passed, .failed:
      break
    }
    // NB: `nil` stands for every test together, a test for that test alone.
    let jobs: [LearnerTest?] =
      Array(repeating: nil, count: times - 1) + (tests.count > 1 ? tests : [])
    let (binary, tests, timeout) = (self.binary, self.tests, self.timeout)
    // NB: when the first run failed, the learner is likely still at work, and a failing test
    // may wait out its timeout: the runs then all go at once, so that they wait together.
    let limit = first.outcome == .passed ? concurrentRuns : jobs.count
    let runs = jobs.concurrentMap(limit: limit) { test in
      binary.run(test.map { [$0] } ?? tests, plantedBug: 0, timeout: timeout)
    }
    let together = [first] + runs.prefix(times - 1)
    let alone = Dictionary(
      uniqueKeysWithValues: zip(jobs, runs).compactMap { job, run in job.map { ($0, run) } })
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
      run.outcome != .passed
        && !(run.unsuccessful(among: tests).map(\.name).allSatisfy(flakyNames.contains)
          && !run.unsuccessful(among: tests).isEmpty)
    }
    if let unexplained { reference.outcome = unexplained.outcome }
    reference.leaks = ([first] + runs).flatMap { finder.find(in: $0) }
    return reference
  }

  /// Runs every test together with each bug planted, and each trusted test alone with it: a bug
  /// counts as caught by a test only when it fails alone. When there are few such runs, all of
  /// them go side by side, so a test that fails only after waiting out its timeout waits once;
  /// otherwise only the tests that failed together run alone afterwards.
  func runWithEach(_ bugs: [PlantedBug], besides reference: Reference)
    -> (runs: [PlantedBugReport.BugRun], leaks: [LeakingAssertion])
  {
    let (binary, tests, timeout) = (self.binary, self.tests, self.timeout)
    let trusted = tests.filter(reference.trusted.contains)
    let eachAlone = tests.count > 1 && bugs.count * trusted.count <= Self.aloneRunsUpFront
    // NB: `nil` stands for every test together, a test for that test alone.
    let jobs: [(PlantedBug, LearnerTest?)] = bugs.flatMap { bug in
      [(bug, nil)] + (eachAlone ? trusted.map { (bug, $0) } : [])
    }
    let runs = jobs.concurrentMap(limit: concurrentRuns) { bug, test in
      binary.run(test.map { [$0] } ?? tests, plantedBug: bug.number, timeout: timeout)
    }
    let results = bugs.concurrentMap(limit: concurrentRuns) {
      bug -> (PlantedBugReport.BugRun, [LeakingAssertion]) in
      let indices = jobs.indices.filter { jobs[$0].0 == bug }
      let together = runs[indices[0]]
      let candidates = together.unsuccessful(among: trusted)
      var alone: [LearnerTest: TestRunOutcome] = [:]
      if tests.count == 1 {
        // NB: with one test, the run of all of them is its run alone.
        for test in candidates { alone[test] = together.outcome }
      } else if eachAlone {
        for index in indices.dropFirst() { alone[jobs[index].1!] = runs[index].outcome }
      } else {
        let outcomes = candidates.concurrentMap(limit: 2) {
          binary.run([$0], plantedBug: bug.number, timeout: timeout).outcome
        }
        for (test, outcome) in zip(candidates, outcomes) { alone[test] = outcome }
      }
      var finder = LeakingAssertions(tests: tests)
      return (
        PlantedBugReport.BugRun(
          bug: bug, outcome: together.outcome,
          caughtBy: trusted.filter { alone[$0]?.catchesBug == true }.map(\.name),
          failedOnlyBesideOthers: candidates.filter { alone[$0]?.catchesBug == false }
            .map(\.name)),
        finder.find(in: together)
      )
    }
    return (results.map(\.0), results.flatMap(\.1))
  }

  /// How many runs of one test alone with one bug may start before any bug's verdict (bugs
  /// times trusted tests); a run of a step's test alone is a process of a tenth of a second.
  static let aloneRunsUpFront = 40
}
