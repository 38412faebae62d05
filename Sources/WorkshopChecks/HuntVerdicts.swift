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
  /// counts as caught by a test only when it fails together and in each of its runs alone, and
  /// none of its assertions leaked into another test. When there are few such runs, the first
  /// run alone of every test goes side by side with the runs together, so that a test that
  /// fails only after waiting out its timeout waits once; otherwise only the tests that failed
  /// together run alone afterwards.
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
      let failsAlone: @Sendable (LearnerTest) -> Bool = { test in
        binary.run([test], plantedBug: bug.number, timeout: timeout).outcome.catchesBug
      }
      let indices = jobs.indices.filter { jobs[$0].0 == bug }
      let together = runs[indices[0]]
      let candidates = together.unsuccessful(among: trusted)
      var firstAlone: [LearnerTest: Bool] = [:]
      if tests.count == 1 {
        // NB: with one test, the run of all of them is its run alone.
        for test in candidates { firstAlone[test] = true }
      } else if eachAlone {
        for index in indices.dropFirst() {
          firstAlone[jobs[index].1!] = runs[index].outcome.catchesBug
        }
      } else {
        let outcomes = candidates.concurrentMap(limit: 2, failsAlone)
        firstAlone = Dictionary(uniqueKeysWithValues: zip(candidates, outcomes))
      }
      var finder = LeakingAssertions(tests: tests)
      let leaks = finder.find(in: together)
      // NB: an assertion that leaks out of its test may, by the luck of the main queue, also
      // fire in its own test's time, together and alone: each run alone is made again, and a
      // test whose assertion leaked with this bug catches nothing.
      let leaking = Set(leaks.map(\.test))
      let failedOnce = candidates.filter { firstAlone[$0] == true && !leaking.contains($0.name) }
      let again = failedOnce.flatMap { Array(repeating: $0, count: Self.runsAlone - 1) }
      let confirmations = again.concurrentMap(limit: again.count, failsAlone)
      let caught = failedOnce.filter { test in
        zip(again, confirmations).allSatisfy { $0.0 != test || $0.1 }
      }
      return (
        PlantedBugReport.BugRun(
          bug: bug, outcome: together.outcome, caughtBy: caught.map(\.name),
          failedOnlySometimes: candidates.filter { !caught.contains($0) }.map(\.name)),
        leaks
      )
    }
    return (results.map(\.0), results.flatMap(\.1))
  }

  /// How many runs of one test alone with one bug may start before any bug's verdict (bugs
  /// times trusted tests); a run of a step's test alone is a process of a tenth of a second.
  static let aloneRunsUpFront = 40

  /// How many times a test that failed with a bug runs alone with it: an assertion that the test
  /// does not wait for fires in the test's own time only by chance (about one run in three on
  /// Linux), so three runs alone all failing leave it about one chance in a hundred.
  static let runsAlone = 3
}
