import Foundation
import WorkshopProcesses
import WorkshopResults

/// Runs the tests of one module from a built test executable, and keeps going when the tests
/// crash or hang: the test that was running is marked, and the tests after it run again in a
/// fresh process, so one crash does not hide the verdict on every other check.
///
/// Planted-bug hunts run on their own with a longer limit, since they run the learner's tests
/// once per bug and print nothing while they work.
public struct TestRunner: Sendable {
  /// The test executable (`<scratch>/debug/<Package>PackageTests.xctest`).
  public let binary: URL
  /// The working directory of the tests: the course root.
  public let directory: URL
  /// Seconds a test may run without finishing before it counts as hung, whatever it prints;
  /// also the limit of each run of the learner's tests in a planted-bug hunt.
  public var idleTimeout: TimeInterval = 20
  /// Seconds one test process may run at all.
  public var timeout: TimeInterval = 600
  /// Seconds a process running planted-bug hunts may run.
  public var huntTimeout: TimeInterval = 900
  /// Whether to leave the planted-bug hunts out (a mutation run judges the reference tests
  /// directly, and a hunt would only run them again once per bug).
  public var skipsPlantedBugHunts = false
  /// Variables set for the tests on top of the runner's own, e.g. the mutant a mutation run
  /// switches on.
  public var environment: [String: String] = [:]
  /// Called with each test's name as it starts, e.g. to show progress.
  public var onTestStarted: (@Sendable (String) -> Void)?

  /// The scratch folder when the tests run through `swift test` rather than directly.
  private let swiftTestScratch: URL?

  /// A runner for `binary`, run in `directory`.
  public init(binary: URL, directory: URL) {
    self.binary = binary
    self.directory = directory
    self.swiftTestScratch = nil
  }

  /// A runner that goes through `swift test --skip-build`, for systems where the test bundle is
  /// not a program of its own (macOS). It runs each module once: no reruns after a crash.
  public init(swift: URL, scratch: URL, directory: URL) {
    self.binary = swift
    self.directory = directory
    self.swiftTestScratch = scratch
  }

  /// The tests the executable holds.
  /// - Throws: When the executable cannot be launched.
  public func listing() throws -> TestListing {
    if let scratch = swiftTestScratch {
      let all = try launch(
        ["test", "--skip-build", "--scratch-path", scratch.path, "--list-tests"], timeout: 300,
        idle: nil)
      return TestListing(xctestListing: all.output, swiftTestingListing: "")
    }
    let xctest = try launch(["--list-tests"], timeout: 120, idle: nil)
    let swiftTesting = try launch(
      ["--testing-library", "swift-testing", "--list-tests"], timeout: 120, idle: nil)
    return TestListing(xctestListing: xctest.output, swiftTestingListing: swiftTesting.output)
  }

  /// Runs every test of `module`, with the planted-bug reports its hunts hand back.
  public func run(module: String, listing: TestListing) -> ModuleRun {
    var run = ModuleRun(module: module)
    let start = Date()
    let results = FileManager.default.temporaryDirectory
      .appendingPathComponent("workshop-results-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: results, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: results) }
    runTests(of: module, listing: listing, results: results, into: &run)
    run.plantedBugReports = PlantedBugReport.reports(in: results)
    run.duration = Date().timeIntervalSince(start)
    return run
  }

  private func runTests(
    of module: String, listing: TestListing, results: URL, into run: inout ModuleRun
  ) {
    if let scratch = swiftTestScratch {
      let escaped = NSRegularExpression.escapedPattern(for: module)
      let arguments = [
        "test", "--skip-build", "--scratch-path", scratch.path, "--filter", "^\(escaped)\\.",
      ]
      _ = attempt(arguments, limit: huntTimeout, idle: nil, results: results, into: &run)
      return
    }
    let all = listing.xctestTests(inModule: module)
    runXCTest(
      all.filter { !isPlantedBugHunt($0) }, limit: timeout, idle: idleTimeout, results: results,
      into: &run)
    if !skipsPlantedBugHunts {
      runXCTest(
        all.filter(isPlantedBugHunt), limit: huntTimeout, idle: nil, results: results, into: &run)
    }
    if listing.hasSwiftTestingTests(inModule: module) {
      runSwiftTesting(module: module, listing: listing, results: results, into: &run)
    }
    if all.isEmpty, !listing.hasSwiftTestingTests(inModule: module), run.couldNotRun == nil {
      run.couldNotRun = "the test executable holds no tests of \(module)"
    }
  }

  private func runXCTest(
    _ selection: [String], limit: TimeInterval, idle: TimeInterval?, results: URL,
    into run: inout ModuleRun
  ) {
    var remaining = selection
    var attempts = 0
    while !remaining.isEmpty, run.couldNotRun == nil {
      attempts += 1
      // NB: after a crash or a hang the tests after it run again in a fresh process, up to a
      // bound; each hang costs `idleTimeout`, so a few hangs are enough to wait for.
      guard attempts <= Self.maxAttempts, run.hangs.count < Self.maxHangs else {
        run.tests += remaining.map { TestResult(name: printedName(of: $0), outcome: .notRun) }
        return
      }
      guard
        let result = attempt(
          [remaining.joined(separator: ",")], limit: limit, idle: idle, results: results,
          into: &run)
      else { return }
      let output = TestOutput(parsing: result.output)
      let finished = Set(output.passed + output.failed + output.skipped)
      let interrupted = output.unfinished
      remaining = remaining.filter {
        let name = printedName(of: $0)
        return !finished.contains(name) && name != interrupted
      }
      if case .exited = result.termination {
        // NB: tests the selection named but the run never reported (renamed meanwhile).
        run.tests += remaining.map { TestResult(name: printedName(of: $0), outcome: .notRun) }
        return
      }
    }
  }

  /// How many processes one module's XCTest checks may take, crashes and hangs included.
  static let maxAttempts = 8
  /// How many hung checks are waited for before the rest are reported as not run.
  static let maxHangs = 3

  /// Runs the Swift Testing tests of `module`, read from their event stream; a toolchain whose
  /// tests cannot write one (the option is newer than Swift 6.0) is read from the log instead.
  private func runSwiftTesting(
    module: String, listing: TestListing, results: URL, into run: inout ModuleRun
  ) {
    let escaped = NSRegularExpression.escapedPattern(for: module)
    let selection = ["--testing-library", "swift-testing", "--filter", "^\(escaped)\\."]
    let events = results.appendingPathComponent("swift-testing-events.jsonl")
    var withEvents = run
    let result = attempt(
      selection + TestOutput.eventStreamArguments(to: events), limit: timeout, idle: idleTimeout,
      results: results, events: events, into: &withEvents)
    guard result != nil, !FileManager.default.fileExists(atPath: events.path) else {
      run = withEvents
      return
    }
    let before = run.tests.count
    _ = attempt(selection, limit: timeout, idle: idleTimeout, results: results, into: &run)
    // NB: the log names a test by its function alone; the listing knows its suite.
    for index in run.tests.indices.dropFirst(before) {
      let test = run.tests[index]
      run.tests[index] = TestResult(
        name: listing.swiftTestingName(test.name, inModule: module), outcome: test.outcome,
        failures: test.failures)
    }
  }

  /// Runs the executable once and records what happened; `nil` when it could not be launched.
  /// `events` is the Swift Testing event stream the run writes, if it writes one.
  private func attempt(
    _ arguments: [String], limit: TimeInterval, idle: TimeInterval?, results: URL,
    events: URL? = nil, into run: inout ModuleRun
  ) -> ProcessResult? {
    let result: ProcessResult
    do {
      result = try launch(arguments, timeout: limit, idle: idle, results: results)
    } catch {
      run.couldNotRun = "could not launch \(binary.lastPathComponent): \(error)"
      return nil
    }
    run.add(
      output: result.output, termination: result.termination,
      stoppedAfter: result.wasSilent ? (idle ?? limit) : limit, wasSilent: result.wasSilent,
      swiftTestingEvents: events.flatMap { try? String(contentsOf: $0, encoding: .utf8) })
    return result
  }

  private func launch(
    _ arguments: [String], timeout: TimeInterval, idle: TimeInterval?, results: URL? = nil
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
    return try runProcess(
      binary, arguments: arguments,
      // NB: "0" switches planted bugs off explicitly, whatever the learner's shell exports.
      environment: environment.merging([
        CheckEnvironment.plantedBug: "0", "NO_COLOR": "1",
        CheckEnvironment.testTimeout: String(Int(idleTimeout.rounded(.up))),
        CheckEnvironment.resultsFolder: results?.path ?? "",
      ]) { _, own in own },
      directory: directory, timeout: timeout, idleTimeout: idle,
      isProgress: { TestOutput.isTestEvent($0) },
      // NB: SIGABRT makes the Swift runtime print where a hung test was stuck.
      hangSignal: SIGABRT, onOutput: onOutput)
  }
}
