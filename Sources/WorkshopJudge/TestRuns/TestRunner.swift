import Foundation
import WorkshopLocalization
import WorkshopTestRuns

/// Runs the tests of one module from a built test product, and keeps going when the tests
/// crash or hang: the test that was running is marked, and the tests after it run again in a
/// fresh process, so one crash does not hide the verdict on every other check.
///
/// The same road on every platform: only `TestLauncher` knows how this system starts a test
/// product. Planted-bug hunts run on their own with a longer limit, since they run the learner's
/// tests once per bug and print nothing while they work.
public struct TestRunner: Sendable {
  /// How this platform starts the test product.
  public internal(set) var launcher: TestLauncher
  /// The working directory of the tests: the course root.
  public let directory: URL
  /// Seconds a test may run without finishing before it counts as hung, whatever it prints;
  /// also the limit of each run of the learner's tests in a planted-bug hunt.
  public var idleTimeout: TimeInterval = 20
  /// Seconds one test process may run at all.
  public var timeout: TimeInterval = 600
  /// Seconds a process running planted-bug hunts may run.
  public var huntTimeout: TimeInterval = 900
  /// How those limits count time: by the wall clock (a learner's `--timeout`), or by the share
  /// of a busy machine the tests could have had (`verify`, whose tests must not depend on it).
  public var clock: LimitClock = .wall
  /// Whether to leave the planted-bug hunts out (a mutation run judges the reference tests
  /// directly, and a hunt would only run them again once per bug).
  public var skipsPlantedBugHunts = false
  /// Variables set for the tests on top of the runner's own, e.g. the mutant a mutation run
  /// switches on.
  public var environment: [String: String] = [:]
  /// Whether to stop at the first test that fails (the process is stopped there) and after the
  /// first process in which a test crashed or hung, rather than run the tests it left in a
  /// fresh one: a mutation run needs one failure, not them all.
  public var stopsAtFirstProblem = false
  /// Whether a hung test gets `SIGABRT` first, so that the runtime prints where it waits.
  public var printsWhereHungTestsWait = true
  /// Called with each test's name as it starts, e.g. to show progress.
  var onTestStarted: (@Sendable (String) -> Void)?

  /// The tests the product holds.
  /// - Throws: When the product cannot be launched.
  public func listing() throws -> TestListing {
    // NB: the two listings are two processes that mostly start up: side by side, they cost one.
    let runner = self
    let (xctest, swiftTesting) = try bothAtOnce(
      { try runner.launcher.listXCTest(timeout: 120) },
      {
        try runner.execute(runner.launcher.swiftTesting(["--list-tests"]), timeout: 120, idle: nil)
          .output
      })
    return TestListing(xctestListing: xctest, swiftTestingListing: swiftTesting)
  }

  /// Runs every test of `module`, with the planted-bug reports its hunts hand back.
  public func run(module: String, listing: TestListing) -> ModuleRun {
    var run = ModuleRun(module: module)
    let start = Date()
    let results = ResultsFolder.make(for: directory)
    defer { results.remove() }
    // NB: a planted-bug hunt in this run reads the tests from here instead of listing them again.
    try? ListedTests(xctest: listing.xctest, swiftTesting: listing.swiftTesting)
      .write(into: results.url)
    runXCTest(of: module, listing: listing, results: results.url, into: &run)
    if listing.hasSwiftTestingTests(inModule: module), !stopsHere(run) {
      SwiftTestingRun(runner: self, module: module, listing: listing, results: results.url)
        .run(into: &run)
    }
    if run.tests.isEmpty, run.crashes.isEmpty, run.hangs.isEmpty, run.couldNotRun == nil {
      run.couldNotRun = "the test executable holds no tests of \(module)"
    }
    run.plantedBugReports = PlantedBugReport.reports(in: results.url)
    run.duration = Date().timeIntervalSince(start)
    for index in run.tests.indices { run.tests[index].module = module }
    return run
  }

  private func runXCTest(
    of module: String, listing: TestListing, results: URL, into run: inout ModuleRun
  ) {
    let all = listing.xctestTests(inModule: module)
    let checks = all.filter { !isPlantedBugHunt($0) }
    let hunts = skipsPlantedBugHunts ? [] : all.filter(isPlantedBugHunt)
    // NB: only a step's hunts run beside its checks: the workshop's own test modules hold tests
    // named for planted bugs that are no hunts, and two processes of one module's tests at once
    // once left a part of them unreported.
    guard StepModules(module: module) != nil, !stopsAtFirstProblem, !checks.isEmpty, !hunts.isEmpty
    else {
      // NB: a runner that stops at the first problem hunts only once the checks passed.
      runXCTest(checks, limit: timeout, idle: idleTimeout, results: results, into: &run)
      runXCTest(hunts, limit: huntTimeout, idle: nil, results: results, into: &run)
      return
    }
    // NB: a hunt runs the learner's tests in processes of its own and needs nothing from the
    // checks: side by side, a verdict waits for the longer of the two rather than for both.
    let runner = self
    let part = { @Sendable (tests: [String], limit: TimeInterval, idle: TimeInterval?) in
      var part = ModuleRun(module: module)
      runner.runXCTest(tests, limit: limit, idle: idle, results: results, into: &part)
      return part
    }
    let (checked, hunted) = bothAtOnce(
      { part(checks, runner.timeout, runner.idleTimeout) },
      { part(hunts, runner.huntTimeout, nil) })
    run.append(checked)
    run.append(hunted)
  }

  private func runXCTest(
    _ selection: [String], limit: TimeInterval, idle: TimeInterval?, results: URL,
    into run: inout ModuleRun
  ) {
    rerunning(selection.map(printedName(of:)), into: &run) { remaining, run in
      let chosen = selection.filter { remaining.contains(printedName(of: $0)) }
      guard
        let result = attempt(
          launcher.xctest(chosen.joined(separator: ",")), limit: limit, idle: idle,
          results: results, into: &run)
      else { return nil }
      let output = TestOutput(parsing: result.output)
      run.add(
        output, log: result.output, termination: result.termination,
        stoppedAfter: stoppedAfter(result, limit: limit, idle: idle), wasSilent: result.wasSilent)
      return (result, output)
    }
  }

  /// Runs `tests` with `launch`, again and again: after a crash or a hang, the tests that did
  /// not finish run again in a fresh process, up to a bound; each hang costs `idleTimeout`, so a
  /// few hangs are enough to wait for. `launch` runs the tests it is given, records the run and
  /// returns what it read.
  func rerunning(
    _ tests: [String], into run: inout ModuleRun,
    launch: (_ remaining: [String], _ run: inout ModuleRun) -> (ProcessResult, TestOutput)?
  ) {
    var remaining = tests
    var attempts = 0
    while !remaining.isEmpty, run.couldNotRun == nil, !stopsHere(run) {
      attempts += 1
      guard attempts <= Self.maxAttempts, run.hangs.count < Self.maxHangs else {
        run.addNotRun(remaining)
        return
      }
      guard let (result, output) = launch(remaining, &run) else { return }
      let finished = Set(output.passed + output.failed + output.skipped)
      let interrupted = output.unfinished
      remaining = remaining.filter { !finished.contains($0) && $0 != interrupted }
      if case .exited = result.termination {
        // NB: tests the selection named but the run never reported (renamed meanwhile).
        run.addNotRun(remaining)
        return
      }
    }
  }

  /// Whether `run` met a problem and the runner stops at the first.
  func stopsHere(_ run: ModuleRun) -> Bool {
    stopsAtFirstProblem
      && (!run.unsuccessful.isEmpty || !run.crashes.isEmpty || !run.hangs.isEmpty)
  }

  /// How many processes one module's checks of one library may take, crashes and hangs included.
  static let maxAttempts = 8
  /// How many hung checks are waited for before the rest are reported as not run.
  static let maxHangs = 3

  /// Starts `launch` once; `nil`, with the reason in `run`, when it could not be launched.
  func attempt(
    _ launch: TestLauncher.Launch, limit: TimeInterval, idle: TimeInterval?, results: URL,
    into run: inout ModuleRun
  ) -> ProcessResult? {
    do {
      return try execute(launch, timeout: limit, idle: idle, results: results)
    } catch {
      run.couldNotRun = "could not launch \(launch.executable.lastPathComponent): \(error)"
      return nil
    }
  }

  /// The limit that stopped `result`, in seconds.
  func stoppedAfter(_ result: ProcessResult, limit: TimeInterval, idle: TimeInterval?) -> Double {
    result.wasSilent ? (idle ?? limit) : limit
  }

  private func execute(
    _ launch: TestLauncher.Launch, timeout: TimeInterval, idle: TimeInterval?,
    results: URL? = nil
  ) throws -> ProcessResult {
    var onOutput: (@Sendable (String) -> Void)?
    if let onTestStarted {
      let lines = LineSplitter()
      onOutput = { chunk in
        // NB: only the runner's own lines are read: a test may print without end.
        for line in lines.lines(in: chunk) where TestOutput.isTestEvent(line) {
          if let name = TestOutput(parsing: line).started.first { onTestStarted(name) }
        }
      }
    }
    let failureLine: @Sendable (String) -> Bool = { TestOutput.saysATestFailed($0) }
    // NB: "0" switches planted bugs off explicitly, whatever the learner's shell exports.
    // NB: the checks speak English unless the runner says otherwise (`check` passes the
    // learner's language), whatever the shell exports.
    let variables = launch.environment.merging([
      CheckEnvironment.language: Language.english.code,
      CheckEnvironment.courseRoot: directory.path,
    ]) { _, own in own }.merging(environment) { _, set in set }.merging([
      CheckEnvironment.plantedBug: "0", "NO_COLOR": "1",
      CheckEnvironment.testTimeout: String(Int(idleTimeout.rounded(.up))),
      CheckEnvironment.resultsFolder: results?.path ?? "",
    ]) { _, own in own }
    return try runProcess(
      launch.executable, arguments: launch.arguments, environment: variables,
      directory: directory, timeout: timeout, idleTimeout: idle,
      isProgress: { TestOutput.isTestEvent($0) }, isCrashing: { TestOutput.isCrashReport($0) },
      // NB: SIGABRT makes the Swift runtime print where a hung test was stuck.
      hangSignal: printsWhereHungTestsWait ? SIGABRT : nil,
      isFinal: stopsAtFirstProblem ? failureLine : nil, onOutput: onOutput, clock: clock)
  }
}

extension TestRunner {
  /// This runner on a copy of its test product made beside it (`…-alongside.xctest`), so that a
  /// build may link the product again while the copy's tests run; this runner itself when the
  /// copy cannot be made.
  public func runningACopy() -> TestRunner {
    let product = launcher.product
    let copy = product.deletingLastPathComponent().appendingPathComponent(
      product.deletingPathExtension().lastPathComponent + "-alongside." + product.pathExtension)
    do {
      try? FileManager.default.removeItem(at: copy)
      try FileManager.default.copyItem(at: product, to: copy)
      var runner = self
      runner.launcher = try TestLauncher(product: copy)
      return runner
    } catch {
      return self
    }
  }
}
