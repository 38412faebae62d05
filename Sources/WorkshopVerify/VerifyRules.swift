import Foundation
import WorkshopCourse
import WorkshopJudge
import WorkshopReaders
import WorkshopTestRuns

/// Copies every entry of `source` over `destination`, as `cp -R source/. destination/` does:
/// entries only in `destination` stay. Every copied file is marked as modified now.
///
/// NB: a copied symlink resolves to a file that may carry the very modification time of the file
/// it replaces (`git archive` gives every file the commit's time), and the compiler's incremental
/// build would then keep the stale object.
func overlay(_ source: URL, onto destination: URL) throws {
  let fileManager = FileManager.default
  try fileManager.createDirectory(at: destination, withIntermediateDirectories: true)
  for name in try fileManager.contentsOfDirectory(atPath: source.path) {
    let from = source.appendingPathComponent(name)
    let to = destination.appendingPathComponent(name)
    let isLink = (try? fileManager.destinationOfSymbolicLink(atPath: from.path)) != nil
    if !isLink, isDirectory(from), isDirectory(to) {
      try overlay(from, onto: to)
      continue
    }
    if (try? fileManager.attributesOfItem(atPath: to.path)) != nil {
      try fileManager.removeItem(at: to)
    }
    if isLink {
      try fileManager.createSymbolicLink(
        atPath: to.path,
        withDestinationPath: try fileManager.destinationOfSymbolicLink(atPath: from.path))
    } else if isDirectory(from) {
      try copyTree(from, to: to)
    } else {
      try fileManager.copyItem(at: from, to: to)
    }
    if !isDirectory(to) {
      try fileManager.setAttributes([.modificationDate: Date()], ofItemAtPath: to.path)
    }
  }
}

/// The Swift files under `destination` that copying `source` over it (`overlay`) would leave as
/// they are, relative to `destination`: those with nothing of the same path in `source`. Other
/// files (a lesson, a `.gitkeep`) are no part of a build.
func filesLeftOver(copying source: URL, onto destination: URL) -> [String] {
  let files = FileManager.default.enumerator(atPath: destination.path)?.allObjects as? [String]
  return (files ?? []).filter { path in
    path.hasSuffix(".swift")
      && (try? FileManager.default.attributesOfItem(
        atPath: source.appendingPathComponent(path).path)) == nil
  }
  .sorted()
}

/// Every run passes (its details: how many tests ran), or what went wrong in each.
func verdictOfPassing(_ runs: [ModuleRun]) -> (Bool, [String]) {
  let passed = !runs.isEmpty && runs.allSatisfy(\.isSuccess)
  return (
    passed,
    passed ? ["\(runs.map(\.tests.count).reduce(0, +)) tests"] : runs.flatMap { problems(in: $0) }
  )
}

/// As shipped, the exercise's checks fail cleanly: no crash, no hang, and every failing test
/// says which TODO to do. A test the learner did not write (a file of `givenTestFiles`, the same
/// on both sides) may fail with its own words, as long as another failure names the TODO.
func verdictAsShipped(_ run: ModuleRun?, givenTestFiles: Set<String> = []) -> (Bool, [String]) {
  guard let run else { return (false, ["no run"]) }
  var details: [String] = []
  if let reason = run.couldNotRun { details.append("could not run: \(reason)") }
  for crash in run.crashes {
    details.append("crashed in \(crash.test ?? "a test"): \(crash.message)")
  }
  for hang in run.hangs {
    details.append("\(hang.test ?? "a test") hung for \(Int(hang.seconds)) s")
  }
  let failing = run.tests.filter { $0.outcome == .failed }
  if failing.isEmpty, details.isEmpty {
    details.append("every check passes as shipped; nothing is left to do")
  }
  func namesATodo(_ test: TestResult) -> Bool {
    test.failures.flatMap { [$0.message] + $0.details }.contains {
      todoNumbers(in: $0).first != nil
    }
  }
  func isGiven(_ test: TestResult) -> Bool {
    !test.failures.isEmpty
      && test.failures.allSatisfy {
        givenTestFiles.contains(URL(fileURLWithPath: $0.file).lastPathComponent)
      }
  }
  let someTestNamesATodo = failing.contains(where: namesATodo)
  for test in failing where !namesATodo(test) && !(isGiven(test) && someTestNamesATodo) {
    let texts = test.failures.flatMap { [$0.message] + $0.details }
    details.append("\(test.name) fails without naming a TODO: \(texts.first ?? "no message")")
  }
  let summary = "\(failing.count) of \(run.tests.count) checks fail, each naming a TODO"
  return (details.isEmpty, details.isEmpty ? [summary] : details)
}

/// Over repeated runs of the same checks, every check passes every time: a check whose outcome
/// changes between runs is named as flaky with its outcomes, and so is any run that did not pass.
/// Runs of several modules (a step's checks and reference tests) are judged module by module.
func verdictOfRepeatedRuns(_ runs: [ModuleRun]) -> (Bool, [String]) {
  guard !runs.isEmpty else { return (false, ["no run"]) }
  var modules: [String] = []
  for run in runs where !modules.contains(run.module) { modules.append(run.module) }
  if modules.count > 1 {
    let verdicts = modules.map { module in
      verdictOfRepeatedRuns(runs.filter { $0.module == module })
    }
    return (verdicts.allSatisfy(\.0), verdicts.flatMap(\.1))
  }
  var outcomes: [String: [TestResult.Outcome]] = [:]
  var order: [String] = []
  for run in runs {
    for test in run.tests {
      if outcomes[test.name] == nil { order.append(test.name) }
      outcomes[test.name, default: []].append(test.outcome)
    }
  }
  var details: [String] = []
  for name in order {
    let ended = outcomes[name] ?? []
    let passes = ended.filter { $0 == .passed || $0 == .skipped }.count
    guard passes < runs.count else { continue }
    let kind = passes > 0 ? "flaky check" : "check"
    details.append(
      "\(kind) \(name) passed \(passes) of \(runs.count) runs ("
        + ended.map { "\($0)" }.joined(separator: ", ") + ")")
  }
  for (index, run) in runs.enumerated() where details.isEmpty && !run.isSuccess {
    details.append("run \(index + 1) did not pass: " + problems(in: run).joined(separator: "; "))
  }
  let checks = runs.map(\.tests.count).max() ?? 0
  return (details.isEmpty, details.isEmpty ? ["\(checks) checks, \(runs.count) runs"] : details)
}

/// What is wrong with a step's folders and lesson: a missing side, a lesson or checks that
/// differ between the sides, a check named like a learner's test, a TODO without a hint.
func lessonProblems(_ step: Step, in course: Course) -> [String] {
  let missing = course.missingFolders(of: step)
  guard missing.isEmpty else { return missing.map { "\($0) is missing" } }
  let root = course.root
  func contents(_ path: String) -> Data? {
    FileManager.default.contents(atPath: root.appendingPathComponent(path).path)
  }
  var details: [String] = []
  let exercise = StepFiles(root: root, folder: step.exercisePath)
  let solution = StepFiles(root: root, folder: step.solutionPath)
  let lessonData = exercise.lesson.flatMap(contents)
  if lessonData == nil { details.append("\(step.exercisePath)/README.md is missing") }
  if lessonData != solution.lesson.flatMap(contents) {
    details.append("README.md differs between Exercises and Solutions")
  }
  let hintsData = exercise.hints.flatMap(contents)
  if hintsData == nil { details.append("\(step.exercisePath)/HINTS.md is missing") }
  if hintsData != solution.hints.flatMap(contents) {
    details.append("HINTS.md differs between Exercises and Solutions")
  }
  func checks(_ files: StepFiles, _ base: String) -> [String: Data] {
    var result: [String: Data] = [:]
    for file in files.checkFiles {
      result[String(file.dropFirst(base.count))] = contents(file) ?? Data()
    }
    return result
  }
  let solutionChecks = checks(solution, step.solutionPath)
  if checks(exercise, step.exercisePath) != solutionChecks {
    details.append("Checks/ differs between Exercises and Solutions")
  }
  let lesson = Lesson(
    markdown: lessonData.map { String(decoding: $0, as: UTF8.self) } ?? "",
    hints: hintsData.map { String(decoding: $0, as: UTF8.self) } ?? "")
  let todos = Set(scanTodos(in: exercise.learnerFiles, root: root).map(\.number))
  let unhinted = todos.subtracting(lesson.hintedTodos).sorted()
  if !unhinted.isEmpty {
    details.append(
      "no `## TODO(n)` section in HINTS.md for "
        + unhinted.map { "TODO(\($0))" }.joined(separator: ", "))
  }
  if todos.isEmpty { details.append("the exercise has no TODO(n) markers") }
  return details + plantedBugProblems(step, lesson: lesson, in: course)
    + CourseTranslations(course: course).problems(of: step)
}

/// Where the lesson's planted-bug table and the step's catalogue disagree, a harness has no
/// catalogue, a bug's hint is missing or repeats its summary, or a common mistake of the lesson
/// is not mapped to what catches it: the catalogue is the one source, and the lesson must print
/// exactly its summaries.
func plantedBugProblems(_ step: Step, lesson: Lesson, in course: Course) -> [String] {
  let bugs: [PlantedBug]
  do {
    bugs = try course.plantedBugs(of: step)
  } catch {
    return ["\(error)"]
  }
  let hasHarness = FileManager.default.fileExists(
    atPath: course.url(step.plantedBugHarnessPath).path)
  if hasHarness, bugs.isEmpty {
    return [
      "\(step.plantedBugHarnessPath) plants bugs but \(step.plantedBugCataloguePath) is missing"
    ]
  }
  let hints = bugs.compactMap(\.hintProblem).map { "\(step.plantedBugCataloguePath): \($0)" }
  return hints + unjudgedTestTodos(step, bugs: bugs, in: course)
    + tableProblems(step, lesson: lesson, bugs: bugs)
    + lessonMistakeProblems(step, lessonMarkdown: lesson.markdown, bugs: bugs, in: course)
}

/// The TODOs in the exercise's `Tests/` that ask for a test (their markers sit in or above a
/// test function) that no one judges: no planted bug names the TODO (`"todos": [n]`) and no
/// check says it judges the shape of that TODO's test.
func unjudgedTestTodos(_ step: Step, bugs: [PlantedBug], in course: Course) -> [String] {
  let exercise = StepFiles(root: course.root, folder: step.exercisePath)
  let solution = StepFiles(root: course.root, folder: step.solutionPath)
  let checks = solution.checkFiles.compactMap {
    try? String(contentsOf: course.url($0), encoding: .utf8)
  }.joined()
  let map = TodoTestMap(
    testSources: exercise.testFiles.map {
      (try? String(contentsOf: course.url($0), encoding: .utf8)) ?? ""
    })
  return todoTestMapProblems(step, expected: map, in: course)
    + map.functions.keys.sorted().filter { todo in
      !bugs.contains { $0.todos.contains(todo) } && !checks.contains(shapeCheckMarker(todo))
    }.map {
      "TODO(\($0)) asks for a test, but no planted bug in \(step.plantedBugCataloguePath) names"
        + " it in \"todos\" and no check in \(step.solutionPath)/Checks says"
        + " \"\(shapeCheckMarker($0))\""
    }
}

/// Where the step's `TodoTests.json` disagrees with the TODO markers of the exercise's tests as
/// shipped (`expected`): the hunt reads it to judge a test whose markers the learner removed.
private func todoTestMapProblems(_ step: Step, expected: TodoTestMap, in course: Course)
  -> [String]
{
  let url = TodoTestMap.url(forStepFolder: step.folder, inCourse: course.root)
  let path = "Tests/PlantedBugs/\(step.folder)/\(TodoTestMap.fileName)"
  let shipped: TodoTestMap?
  do {
    shipped =
      FileManager.default.fileExists(atPath: url.path) ? try TodoTestMap(contentsOf: url) : nil
  } catch {
    return ["\(error)"]
  }
  guard shipped != expected, !(shipped == nil && expected.functions.isEmpty) else { return [] }
  return [
    "\(path) does not say which tests answer the exercise's TODOs as its Tests/ files mark them;"
      + " it should read:\n\(expected.json)"
  ]
}

/// What a check's comment says when it judges the shape of a TODO's test, where no planted bug
/// fits (a parameterized test, say).
func shapeCheckMarker(_ todo: Int) -> String { "Judges the shape of the test of TODO(\(todo))" }

/// Where the lesson's planted-bug table differs from the catalogue's `bugs`.
private func tableProblems(_ step: Step, lesson: Lesson, bugs: [PlantedBug]) -> [String] {
  let expected = bugs.map { PlantedBugRow(number: $0.number, summary: $0.summary) }
  guard lesson.plantedBugTable != expected else { return [] }
  guard !expected.isEmpty else {
    return ["the lesson lists planted bugs, but the step has no \(PlantedBugCatalogue.fileName)"]
  }
  let wrong = expected.filter { !lesson.plantedBugTable.contains($0) }
  let extra = lesson.plantedBugTable.filter { !expected.contains($0) }
  var details = wrong.map {
    "the lesson's `## Planted bugs` table should have the row `\($0.markdown)` (from \(step.plantedBugCataloguePath))"
  }
  details += extra.map {
    "the lesson's `## Planted bugs` table has the row `\($0.markdown)`, which the catalogue lacks"
  }
  if details.isEmpty {
    details.append("the lesson's `## Planted bugs` table lists the bugs out of order")
  }
  return details
}

/// The learner's test files that ship written (the same on both sides), by file name.
func givenTestFiles(of step: Step, in course: Course) -> Set<String> {
  let root = course.root
  let exercise = StepFiles(root: root, folder: step.exercisePath)
  return Set(
    exercise.testFiles.filter { file in
      let counterpart = step.solutionPath + file.dropFirst(step.exercisePath.count)
      let fileManager = FileManager.default
      guard let mine = fileManager.contents(atPath: root.appendingPathComponent(file).path)
      else { return false }
      return mine == fileManager.contents(atPath: root.appendingPathComponent(counterpart).path)
    }
    .map { URL(fileURLWithPath: $0).lastPathComponent })
}
