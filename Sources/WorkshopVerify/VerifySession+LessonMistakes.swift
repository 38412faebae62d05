import Foundation
import WorkshopCourse
import WorkshopJudge
import WorkshopMutation

extension VerifySession {
  /// The lesson mistakes of `steps` that their maps patch in, compiled into the references at
  /// once (`PatchSchemata`: one build of `only`), each switched on in turn while the checks its
  /// map names run: each must fail, saying what the map says. A mistake no schema can hold, or
  /// every one when the schemata do not compile, gets a build of its own. One item a step; the
  /// files are as they were afterwards.
  mutating func verifyLessonMistakes(
    _ steps: [Step], in course: Course, only: String, layout: String
  ) {
    var trials: [LessonMistakeTrial] = []
    var problems: [String: [String]] = [:]
    for step in steps {
      let made = LessonMistakeTrial.trials(of: step, in: course)
      trials += made.trials
      problems[step.number] = made.problems
    }
    let tried = steps.filter { step in
      problems[step.number]?.isEmpty == false || trials.contains { $0.step == step }
    }
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
    let schemata = PatchSchemata.make(
      trials.map(\.mutant), texts: originals.compactMapValues { $0 })
    for (file, text) in schemata.texts { try? PatchSchemata.write(text, to: course.url(file)) }
    if !schemata.included.isEmpty,
      case .success(let (runner, listing)) = quietBuild(only, layout: layout)
    {
      let session = self
      let ids = schemata.included.sorted()
      let switched = ids.map { (id: $0, trial: trials[$0 - 1]) }
      let judged = switched.concurrentMap(limit: Self.stepsAtOnce) { id, trial in
        session.judge(trial, runner: runner, listing: listing, switchedOn: id)
      }
      for (id, found) in zip(ids, judged) { outcomes[id - 1] = found }
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
      let found =
        (problems[step.number] ?? [])
        + trials.indices.filter { trials[$0].step == step }.flatMap { outcomes[$0] ?? [] }
      record(
        VerifyItem(
          name: "\(step.number) lesson mistakes fail the checks their map names",
          passed: found.isEmpty, duration: seconds / Double(tried.count), details: found))
    }
  }

  /// The named checks of `trial` run against the references, mutant `id` switched on (none:
  /// the build holds the mistake itself), and what is wrong with how they met it.
  private func judge(
    _ trial: LessonMistakeTrial, runner: TestRunner, listing: TestListing, switchedOn id: Int? = nil
  ) -> [String] {
    var runner = configured(runner)
    runner.skipsPlantedBugHunts = true
    if let id { runner.environment[PatchSchemata.variable] = String(id) }
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
