import Foundation
import WorkshopCourse
import WorkshopJudge
import WorkshopMutation

extension VerifySession {
  /// The lesson mistakes of `steps` that their maps patch in, compiled into the references as
  /// many at once as fit (`PatchSchemata`: one build of `only` a round), each switched on in turn
  /// while the checks its map names run: each must fail, saying what the map says. A mistake no
  /// schema can hold, or every one left when the schemata do not compile, gets a build of its
  /// own. One item a step; the files are as they were afterwards.
  mutating func verifyLessonMistakes(
    _ steps: [Step], in course: Course, only: String, layout: String
  ) {
    // NB: a patch that cannot be made fails the step's lesson item, in the quick run too.
    let trials = steps.flatMap { LessonMistakeTrial.trials(of: $0, in: course).trials }
    let tried = steps.filter { step in trials.contains { $0.step == step } }
    guard !tried.isEmpty else { return }
    let name = "lesson mistakes: build with their patches switched in"
    if let skipped = skippedIfLate(name) { return record(skipped) }
    settings.onStart?(name)
    let started = Date()
    let files = Set(trials.map(\.mutant.file))
    let originals = files.reduce(into: [String: String]()) { texts, file in
      texts[file] = try? String(contentsOf: course.url(file), encoding: .utf8)
    }
    let restore = {
      for (file, text) in originals { try? PatchSchemata.write(text, to: course.url(file)) }
    }
    defer { restore() }
    var outcomes: [Int: [String]] = [:]
    // NB: each round compiles in what fits of the mistakes not judged yet: one build for them.
    while true {
      let pending = trials.indices.filter { outcomes[$0] == nil }
      let schemata = PatchSchemata.make(
        pending.map { (trials[$0].mutant, trials[$0].parts) },
        texts: originals.compactMapValues { $0 })
      guard !schemata.switches.isEmpty else { break }
      for (file, text) in schemata.texts { try? PatchSchemata.write(text, to: course.url(file)) }
      guard case .success(let (runner, listing)) = quietBuild(only, layout: layout) else { break }
      let session = self
      let switched = schemata.switches.map {
        (trial: trials[pending[$0]], on: $1, index: pending[$0])
      }
      let judged = switched.concurrentMap(limit: Self.stepsAtOnce) { trial, on, _ in
        session.judge(trial, runner: runner, listing: listing, switchedOn: on)
      }
      for (entry, found) in zip(switched, judged) { outcomes[entry.index] = found }
      restore()
    }
    restore()
    // NB: one build each for what the schemata did not judge.
    for (index, trial) in trials.enumerated() where outcomes[index] == nil {
      guard let original = originals[trial.mutant.file] ?? nil else { continue }
      try? PatchSchemata.write(
        trial.mutant.applied(to: original), to: course.url(trial.mutant.file))
      defer { try? PatchSchemata.write(original, to: course.url(trial.mutant.file)) }
      switch quietBuild(only, layout: layout) {
      case .success(let (runner, listing)):
        outcomes[index] = judge(trial, runner: runner, listing: listing)
      case .failure(let failure):
        outcomes[index] = ["\(trial.named): with its patch, \(failure.reason)"]
      }
    }
    let seconds = Date().timeIntervalSince(started)
    for step in tried {
      let found = trials.indices.filter { trials[$0].step == step }.flatMap {
        outcomes[$0] ?? []
      }
      record(
        VerifyItem(
          name: "\(step.number) lesson mistakes fail the checks their map names",
          passed: found.isEmpty, duration: seconds / Double(tried.count), details: found))
    }
  }

  /// The named checks of `trial` run against the references, the mutants `switches` names
  /// switched on (none: the build holds the mistake itself), and what is wrong with how they
  /// met it.
  private func judge(
    _ trial: LessonMistakeTrial, runner: TestRunner, listing: TestListing,
    switchedOn switches: String? = nil
  ) -> [String] {
    var runner = configured(runner)
    runner.skipsPlantedBugHunts = true
    if let switches { runner.environment[PatchSchemata.variable] = switches }
    let run = runner.run(
      module: trial.step.solutionChecksModule, listing: trial.checks(in: listing))
    return trial.problems(in: run)
  }

  /// Builds `only` and lists its tests, recording nothing.
  private func quietBuild(_ only: String, layout: String) -> Result<
    (TestRunner, TestListing), BuildFailure
  > {
    guard let built = try? package.build(only: only, layout: layout, timeout: min(1800, remaining))
    else { return .failure(BuildFailure(reason: "the build could not start")) }
    guard built.succeeded else {
      let error = built.errors.first.map { located($0, under: root) } ?? "the build failed"
      return .failure(BuildFailure(reason: "the course does not compile: \(error)"))
    }
    guard let runner = try? package.testRunner(directory: root),
      let listing = try? configured(runner).listing()
    else { return .failure(BuildFailure(reason: "its tests cannot be listed")) }
    return .success((runner, listing))
  }
}

/// Why a build of the lesson mistakes judged nothing.
private struct BuildFailure: Error {
  let reason: String
}
