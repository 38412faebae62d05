import WorkshopCourse
import WorkshopJudge
import WorkshopTestRuns

extension VerifySession {
  /// How many more times each solution's checks run, planted-bug hunts left out, so that a check
  /// whose outcome changes between runs shows it. With the first run and the run after the
  /// solution is copied over, a check that fails one run in three passes all eleven with
  /// probability (2/3)^11, 1.2 %. The hunts run the reference tests ten times themselves.
  static let repeatedRuns = 9

  /// Builds `step` alone and verifies it, as shipped and with its solution copied over.
  mutating func verifyAlone(_ step: Step, in course: Course) {
    let n = step.number
    let (lesson, foldersExist) = lessonItem(step, in: course)
    record(lesson)
    guard foldersExist,
      let runner = build(n, name: "\(n) build", layout: course.layoutFingerprint, timeout: 900),
      let listing = list(runner, name: "\(n) list tests")
    else { return }
    for item in shippedItems(step, in: course, runner: runner, listing: listing) { record(item) }
    guard copySolution(of: step, in: course) else { return }
    verifyCopiedOver(step, in: course)
  }

  /// The step's lesson item, then, when both its folders exist, its items as shipped; and
  /// whether they exist.
  func lessonAndShippedItems(
    _ step: Step, in course: Course, runner: TestRunner, listing: TestListing
  ) -> ([VerifyItem], Bool) {
    let (lesson, foldersExist) = lessonItem(step, in: course)
    guard foldersExist else { return ([lesson], false) }
    return ([lesson] + shippedItems(step, in: course, runner: runner, listing: listing), true)
  }

  /// The reference passes its checks, again and again, and the exercise fails them as shipped.
  func shippedItems(
    _ step: Step, in course: Course, runner: TestRunner, listing: TestListing
  ) -> [VerifyItem] {
    let n = step.number
    let references = step.solutionModules.judged.filter { listing.modules.contains($0) }
    var withoutHunts = runner
    withoutHunts.skipsPlantedBugHunts = true
    var reports: [PlantedBugReport] = []
    let reference = item(
      "\(n) solution passes its checks", runner: runner, modules: references, listing: listing
    ) { runs in
      reports = runs.flatMap(\.plantedBugReports)
      referenceReports.keep(reports, of: n)
      return verdictOfPassing(runs)
    }
    let repeated =
      settings.full
      ? [
        item(
          "\(n) solution passes its checks \(Self.repeatedRuns) times more", runner: withoutHunts,
          modules: references.flatMap { Array(repeating: $0, count: Self.repeatedRuns) },
          listing: listing, verdict: verdictOfRepeatedRuns)
      ] : []
    return [reference, documentsItem(step, in: course, listing: listing, reports: reports)]
      + repeated + [
        item(
          "\(n) exercise fails as shipped", runner: runner, modules: judged(step, in: listing),
          listing: listing
        ) { runs in
          verdictAsShipped(.merged(runs), givenTestFiles: givenTestFiles(of: step, in: course))
        }
      ]
  }

  /// Copying the solution of `step` over its exercise leaves no file of the exercise's own: the
  /// exercise's target is then built from the solution's files with the same settings, so its
  /// run is the solution's, which passed. (The full run builds and runs it.)
  func solutionCoversItem(_ step: Step, in course: Course) -> VerifyItem {
    .timed(
      "\(step.number) solution copied over the exercise is the solution, file for file",
      problems: {
        filesLeftOver(copying: course.url(step.solutionPath), onto: course.url(step.exercisePath))
          .map { "\(step.exercisePath)/\($0) would stay: it has no twin in Solutions" }
      })
  }

  /// Copies the solution of `step` over its exercise; false, with a failed item, if it cannot.
  mutating func copySolution(of step: Step, in course: Course) -> Bool {
    let name = "\(step.number) solution copied over the exercise passes"
    if let skipped = skippedIfLate(name) {
      record(skipped)
      return false
    }
    do {
      try overlay(course.url(step.solutionPath), onto: course.url(step.exercisePath))
      return true
    } catch {
      record(
        VerifyItem(name: name, passed: false, duration: 0, details: ["could not copy: \(error)"]))
      return false
    }
  }

  /// Builds `step` alone, its solution copied over, and runs the exercise's checks.
  mutating func verifyCopiedOver(_ step: Step, in course: Course) {
    let n = step.number
    guard
      let rebuilt = build(
        n, name: "\(n) build with the solution copied over", layout: course.layoutFingerprint,
        timeout: 900),
      let relisted = list(rebuilt, name: "\(n) list tests")
    else { return }
    record(copiedOverItem(step, runner: rebuilt, listing: relisted))
  }

  /// The exercise, its solution copied over, passes its checks.
  func copiedOverItem(_ step: Step, runner: TestRunner, listing: TestListing) -> VerifyItem {
    item(
      "\(step.number) solution copied over the exercise passes", runner: runner,
      modules: judged(step, in: listing), listing: listing, verdict: verdictOfPassing)
  }

  /// The exercise's test modules `check` runs, those the build lists.
  func judged(_ step: Step, in listing: TestListing) -> [String] {
    let modules = step.exerciseModules.judged.filter { listing.modules.contains($0) }
    return modules.isEmpty ? [step.exerciseChecksModule] : modules
  }

  /// Folders on both sides, the same lesson and checks on both, and a hint for every TODO; and
  /// whether both folders exist.
  func lessonItem(_ step: Step, in course: Course) -> (VerifyItem, Bool) {
    let item = VerifyItem.timed(
      "\(step.number) lesson, hints and files", problems: { lessonProblems(step, in: course) })
    return (item, course.missingFolders(of: step).isEmpty)
  }

  /// The item of running the tests of `modules`, each in a process of its own, judged by
  /// `verdict`.
  func item(
    _ name: String, runner: TestRunner, modules: [String], listing: TestListing,
    verdict: ([ModuleRun]) -> (Bool, [String])
  ) -> VerifyItem {
    if let skipped = skippedIfLate(name) { return skipped }
    settings.onStart?(name)
    let runner = configured(runner)
    let runs = modules.map { runner.run(module: $0, listing: listing) }
    let (passed, details) =
      runs.isEmpty
      ? (false, ["no such test module: \(modules.joined(separator: ", "))"]) : verdict(runs)
    return VerifyItem(
      name: name, passed: passed, duration: runs.map(\.duration).reduce(0, +), details: details)
  }
}
