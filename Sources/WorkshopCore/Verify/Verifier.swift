import Foundation
import WorkshopResults

/// The maintainers' check behind `workshop verify`: in a scratch copy of the committed tree, the
/// Swift files follow `.swift-format`, the library and support tests pass, and for every step of the manifest the reference passes, the
/// exercise fails as shipped (with messages naming TODOs, never a crash), and the exercise
/// passes once the solution is copied over it.
///
/// Everything is built at once, twice: as committed, then with every solution copied over its
/// exercise. When such a build fails, each step is built on its own (`WORKSHOP_ONLY=NN`) in the
/// same scratch build instead, so one broken step fails its own items and no others.
public struct Verifier: Sendable {
  /// The working copy whose HEAD is verified. It is only read.
  public let source: URL
  /// Where the scratch copy goes; a fresh temporary folder when `nil`.
  public var scratch: URL?
  /// Whether to keep the scratch copy afterwards.
  public var keepScratch = false
  /// Seconds the whole run may take; items that would start later fail as skipped.
  public var timeLimit: TimeInterval = 55 * 60
  /// Seconds a test may run silently before it counts as hung.
  public var idleTimeout: TimeInterval = 120
  /// Called when an item starts, with its name.
  public var onStart: (@Sendable (String) -> Void)?
  /// Called when an item ends.
  public var onItem: (@Sendable (VerifyItem) -> Void)?
  /// Called with notes that are not items (what is verified, where).
  public var onNote: (@Sendable (String) -> Void)?
  /// Checks of the course that other modules add; they run after the lint, before any build.
  public var checks: [VerifyCheck] = []

  /// A verifier of the committed tree of the clone at `source`.
  public init(source: URL) { self.source = source }

  /// The folder the scratch copy goes into.
  public var scratchFolder: URL {
    scratch
      ?? FileManager.default.temporaryDirectory
      .appendingPathComponent("workshop-verify-\(ProcessInfo.processInfo.processIdentifier)")
  }

  /// The file that marks a folder as a verify scratch copy, safe to replace.
  static let marker = ".workshop-verify"

  /// Runs every item.
  /// - Returns: The items, in order.
  /// - Throws: `EnvironmentError` when git, tar or swift are missing, or the copy fails.
  public func run() throws -> [VerifyItem] {
    let git = try Git(root: source)
    guard let head = git.head() else {
      throw EnvironmentError("The clone has no commits to verify.")
    }
    let root = scratchFolder
    let existing = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    // NB: never delete a folder that is not an earlier scratch copy: --scratch could name any.
    guard existing.isEmpty || existing.contains(Verifier.marker) else {
      throw EnvironmentError(
        "\(root.path) is not empty and was not made by `workshop verify`; name an empty or new "
          + "folder with --scratch.")
    }
    try? FileManager.default.removeItem(at: root)
    try git.export(head, to: root)
    try? Data().write(to: root.appendingPathComponent(Verifier.marker))
    defer { if !keepScratch { try? FileManager.default.removeItem(at: root) } }
    let kept = keepScratch ? "" : " (removed afterwards)"
    onNote?("Verifying commit \(head.prefix(10)) in \(root.path)\(kept).")
    var session = VerifySession(
      root: root,
      package: try SwiftPackage(root: root, scratch: root.appendingPathComponent(".build")),
      settings: self, deadline: Date().addingTimeInterval(timeLimit))
    session.verifyAll()
    return session.items
  }
}

/// The state of one verify run.
private struct VerifySession {
  let root: URL
  let package: SwiftPackage
  let settings: Verifier
  let deadline: Date
  var items: [VerifyItem] = []

  mutating func verifyAll() {
    lint()
    let course: Course
    do {
      course = try Course.load(root: root)
    } catch {
      record(VerifyItem(name: "steps.json", passed: false, duration: 0, details: ["\(error)"]))
      verifyLibrary(layout: "none")
      return
    }
    for check in settings.checks { run(check, on: course) }
    let layout = course.layoutFingerprint
    let everything = (["none"] + course.steps.map(\.number)).joined(separator: ",")
    // NB: one build of everything saves a build and a link per step; when it fails, the steps
    // are built one by one, so that only the broken one fails.
    guard let runner = buildTogether(everything, name: "build everything", layout: layout),
      let listing = list(runner, name: "list the tests")
    else {
      verifyLibrary(layout: layout)
      for step in course.steps { verifyAlone(step, in: course) }
      return
    }
    let libraryModules = listing.modules.filter { StepModules(module: $0) == nil }
    let alongside = libraryModules.filter(VerifySession.runAlongside.contains).map {
      BackgroundRun(configured(runner), module: $0, listing: listing)
    }
    runLibraryTests(
      runner, listing: listing,
      modules: libraryModules.filter { !VerifySession.runAlongside.contains($0) })
    var ready: [Step] = []
    for step in course.steps where lessonItem(step, in: course) {
      verifyAsShipped(step, in: course, runner: runner, listing: listing)
      ready.append(step)
    }
    for background in alongside {
      let run = background.wait()
      record(libraryItem(run))
    }
    let copied = ready.filter { copySolution(of: $0, in: course) }
    guard
      let rebuilt = buildTogether(
        everything, name: "build everything with the solutions copied over", layout: layout),
      let relisted = list(rebuilt, name: "list the tests")
    else {
      for step in copied { verifyCopiedOver(step, in: course) }
      return
    }
    for step in copied { verifyCopiedOver(step, runner: rebuilt, listing: relisted) }
  }

  // MARK: - Library and tooling

  mutating func lint() {
    settings.onStart?("format lint")
    let started = Date()
    let (formatted, notes) = FormatLint(root: root, swift: package.swift).run()
    record(
      VerifyItem(
        name: "format lint (.swift-format)", passed: formatted,
        duration: Date().timeIntervalSince(started), details: notes))
  }

  mutating func run(_ check: VerifyCheck, on course: Course) {
    settings.onStart?(check.name)
    let started = Date()
    let (passed, details) = check.run(course)
    record(
      VerifyItem(
        name: check.name, passed: passed, duration: Date().timeIntervalSince(started),
        details: details))
  }

  /// Builds the library and tools alone and runs their tests.
  mutating func verifyLibrary(layout: String) {
    guard
      let runner = build(
        "none", name: "build the library and tooling", layout: layout, timeout: 1800),
      let listing = list(runner, name: "list the library's tests")
    else { return }
    runLibraryTests(runner, listing: listing)
  }

  mutating func runLibraryTests(_ runner: TestRunner, listing: TestListing) {
    runLibraryTests(runner, listing: listing, modules: listing.modules)
  }

  mutating func runLibraryTests(_ runner: TestRunner, listing: TestListing, modules: [String]) {
    for module in modules {
      guard beforeDeadline("tests of \(module)") else { continue }
      settings.onStart?("tests of \(module)")
      record(libraryItem(configured(runner).run(module: module, listing: listing)))
    }
  }

  /// Test modules that run side by side with the steps' checks: they spend their time building
  /// a fixture course, while the checks mostly wait (for timeouts, for planted-bug runs).
  static let runAlongside: Set<String> = ["WorkshopCLITests"]

  /// The item of a library or tooling test module.
  func libraryItem(_ run: ModuleRun) -> VerifyItem {
    VerifyItem(
      name: "tests of \(run.module)", passed: run.isSuccess, duration: run.duration,
      details: run.isSuccess ? ["\(run.tests.count) tests"] : problems(in: run))
  }

  // MARK: - Steps

  /// Builds `step` alone and verifies it, as shipped and with its solution copied over.
  mutating func verifyAlone(_ step: Step, in course: Course) {
    let n = step.number
    guard lessonItem(step, in: course),
      let runner = build(n, name: "\(n) build", layout: course.layoutFingerprint, timeout: 900),
      let listing = list(runner, name: "\(n) list tests")
    else { return }
    verifyAsShipped(step, in: course, runner: runner, listing: listing)
    guard copySolution(of: step, in: course) else { return }
    verifyCopiedOver(step, in: course)
  }

  /// The reference passes its checks, and the exercise fails them as shipped.
  mutating func verifyAsShipped(
    _ step: Step, in course: Course, runner: TestRunner, listing: TestListing
  ) {
    let n = step.number
    let references = [step.solutionChecksModule].filter { listing.modules.contains($0) }
    runItem(
      "\(n) solution passes its checks", runner: runner, modules: references, listing: listing
    ) { runs in
      let passed = runs.count >= 1 && runs.allSatisfy(\.isSuccess)
      return (
        passed,
        passed
          ? ["\(runs.map(\.tests.count).reduce(0, +)) tests"] : runs.flatMap { problems(in: $0) }
      )
    }
    var withoutHunts = runner
    withoutHunts.skipsPlantedBugHunts = true
    runItem(
      "\(n) solution passes its checks \(Self.repeatedRuns) times more",
      runner: withoutHunts,
      modules: references.flatMap { Array(repeating: $0, count: Self.repeatedRuns) },
      listing: listing, verdict: verdictOfRepeatedRuns)
    runItem(
      "\(n) exercise fails as shipped", runner: runner, modules: [step.exerciseChecksModule],
      listing: listing
    ) { runs in
      verdictAsShipped(runs.first, givenTestFiles: givenTestFiles(of: step, in: course))
    }
  }

  /// How many more times each solution's checks run, planted-bug hunts left out, so that a check
  /// whose outcome changes between runs shows it. With the first run and the run after the
  /// solution is copied over, a check that fails one run in three passes all eleven with
  /// probability (2/3)^11, 1.2 %. The hunts run the reference tests ten times themselves.
  static let repeatedRuns = 9

  /// Copies the solution of `step` over its exercise; false, with a failed item, if it cannot.
  mutating func copySolution(of step: Step, in course: Course) -> Bool {
    let name = "\(step.number) solution copied over the exercise passes"
    guard beforeDeadline(name) else { return false }
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
    verifyCopiedOver(step, runner: rebuilt, listing: relisted)
  }

  /// The exercise, its solution copied over, passes its checks.
  mutating func verifyCopiedOver(_ step: Step, runner: TestRunner, listing: TestListing) {
    runItem(
      "\(step.number) solution copied over the exercise passes", runner: runner,
      modules: [step.exerciseChecksModule], listing: listing
    ) { runs in
      let run = runs.first
      let passed = run?.isSuccess ?? false
      return (
        passed, passed ? ["\(run?.tests.count ?? 0) tests"] : run.map { problems(in: $0) } ?? []
      )
    }
  }

  /// Folders on both sides, the same lesson and checks on both, and a hint for every TODO.
  mutating func lessonItem(_ step: Step, in course: Course) -> Bool {
    let started = Date()
    let details = lessonProblems(step, in: course)
    record(
      VerifyItem(
        name: "\(step.number) lesson, hints and files", passed: details.isEmpty,
        duration: Date().timeIntervalSince(started), details: details))
    return course.missingFolders(of: step).isEmpty
  }

  // MARK: - Building and running

  mutating func build(
    _ only: String, name: String, layout: String, timeout: TimeInterval
  )
    -> TestRunner?
  {
    guard beforeDeadline(name) else { return nil }
    settings.onStart?(name)
    let started = Date()
    do {
      let result = try package.build(only: only, layout: layout, timeout: min(timeout, remaining))
      guard result.succeeded, let runner = try package.testRunner(directory: root) else {
        let errors = result.errors.prefix(6).map { error in
          let place = error.file.map { relative($0) + ":\(error.line ?? 0): " } ?? ""
          return place + error.message
        }
        record(
          VerifyItem(
            name: name, passed: false, duration: result.duration,
            details: result.timedOut
              ? ["stopped after \(Int(result.duration)) s"]
              : (errors.isEmpty ? ["build failed"] : errors)))
        return nil
      }
      record(VerifyItem(name: name, passed: true, duration: result.duration))
      return runner
    } catch {
      record(
        VerifyItem(
          name: name, passed: false, duration: Date().timeIntervalSince(started),
          details: ["\(error)"]))
      return nil
    }
  }

  /// Builds `only` as one build. A failure is a note, not an item: the builds of each step on
  /// its own that follow say which step is broken.
  mutating func buildTogether(_ only: String, name: String, layout: String) -> TestRunner? {
    guard beforeDeadline(name) else { return nil }
    settings.onStart?(name)
    guard
      let result = try? package.build(only: only, layout: layout, timeout: min(1800, remaining)),
      result.succeeded, let runner = try? package.testRunner(directory: root)
    else {
      settings.onNote?("The build of everything failed; building each step on its own.")
      return nil
    }
    record(VerifyItem(name: name, passed: true, duration: result.duration))
    return runner
  }

  mutating func list(_ runner: TestRunner, name: String) -> TestListing? {
    do {
      return try configured(runner).listing()
    } catch {
      record(VerifyItem(name: name, passed: false, duration: 0, details: ["\(error)"]))
      return nil
    }
  }

  mutating func runItem(
    _ name: String, runner: TestRunner, module: String, listing: TestListing,
    verdict: (ModuleRun) -> (Bool, [String])
  ) {
    runItem(name, runner: runner, modules: [module], listing: listing) { verdict($0[0]) }
  }

  mutating func runItem(
    _ name: String, runner: TestRunner, modules: [String], listing: TestListing,
    verdict: ([ModuleRun]) -> (Bool, [String])
  ) {
    guard beforeDeadline(name) else { return }
    settings.onStart?(name)
    let runner = configured(runner)
    let runs = modules.map { runner.run(module: $0, listing: listing) }
    let (passed, details) =
      runs.isEmpty
      ? (false, ["no such test module: \(modules.joined(separator: ", "))"]) : verdict(runs)
    record(
      VerifyItem(
        name: name, passed: passed, duration: runs.map(\.duration).reduce(0, +), details: details))
  }

  /// `runner` with this run's limits, never beyond the deadline.
  func configured(_ runner: TestRunner) -> TestRunner {
    var runner = runner
    runner.idleTimeout = settings.idleTimeout
    runner.timeout = min(600, max(remaining, 1))
    runner.huntTimeout = min(900, max(remaining, 1))
    return runner
  }

  var remaining: TimeInterval { deadline.timeIntervalSinceNow }

  mutating func beforeDeadline(_ name: String) -> Bool {
    guard remaining > 0 else {
      record(
        VerifyItem(
          name: name, passed: false, duration: 0, details: ["skipped: the time limit was reached"]))
      return false
    }
    return true
  }

  mutating func record(_ item: VerifyItem) {
    items.append(item)
    settings.onItem?(item)
  }

  func relative(_ path: String) -> String {
    path.hasPrefix(root.path + "/") ? String(path.dropFirst(root.path.count + 1)) : path
  }
}

/// One test module run on a thread of its own, while the caller goes on.
private final class BackgroundRun: @unchecked Sendable {
  private let done = DispatchGroup()
  // NB: written once on the run's thread before `done` is left, read after waiting on it.
  private var result: ModuleRun?

  init(_ runner: TestRunner, module: String, listing: TestListing) {
    done.enter()
    Thread.detachNewThread {
      self.result = runner.run(module: module, listing: listing)
      self.done.leave()
    }
  }

  /// Waits for the run to end, and returns it.
  func wait() -> ModuleRun {
    done.wait()
    return result ?? ModuleRun(module: "")
  }
}
