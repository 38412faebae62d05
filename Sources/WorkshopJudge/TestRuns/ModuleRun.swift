import WorkshopTestRuns

/// How the tests of one module fared, run by `TestRunner`: test by test, with the crashes,
/// hangs and planted-bug reports met on the way.
public struct ModuleRun: Sendable {
  /// The module, e.g. `Exercise03Checks`.
  public let module: String
  /// Every test in the order it ran, with its result.
  public internal(set) var tests: [TestResult] = []
  /// Crashes of the test process, each with the test that was running.
  public internal(set) var crashes: [CrashReport] = []
  /// Runs stopped for hanging, each with the test that was running.
  public internal(set) var hangs: [HangReport] = []
  /// The reports that planted-bug hunts handed back, as data (`CheckEnvironment.resultsFolder`).
  public var plantedBugReports: [PlantedBugReport] = []
  /// Why the tests could not be run at all, if they could not.
  public internal(set) var couldNotRun: String?
  /// Everything the test processes printed, for `--verbose`.
  public internal(set) var output = ""
  /// Seconds spent running.
  public internal(set) var duration: Double = 0

  /// Creates an empty run of `module`.
  public init(module: String) { self.module = module }

  /// Whether every test passed, none crashed or hung, and at least one ran.
  public var isSuccess: Bool {
    couldNotRun == nil && crashes.isEmpty && hangs.isEmpty && !tests.isEmpty
      && tests.allSatisfy { $0.outcome == .passed || $0.outcome == .skipped }
  }

  /// The tests that did not pass, and did not skip themselves either.
  public var unsuccessful: [TestResult] {
    tests.filter { $0.outcome != .passed && $0.outcome != .skipped }
  }

  /// Records what one test process printed and how it ended.
  /// - Parameters:
  ///   - stoppedAfter: The limit in seconds that stopped the process, if it timed out.
  ///   - wasSilent: Whether that limit was on silence rather than on total time.
  ///   - swiftTestingEvents: The run's Swift Testing event stream, read instead of the log for
  ///     the tests and their issues.
  public mutating func add(
    output text: String, termination: Termination, stoppedAfter: Double = 0,
    wasSilent: Bool = false,
    swiftTestingEvents: String? = nil
  ) {
    let output =
      swiftTestingEvents.map { TestOutput(swiftTestingEvents: $0, log: text) }
      ?? TestOutput(parsing: text)
    add(
      output, log: text, termination: termination, stoppedAfter: stoppedAfter,
      wasSilent: wasSilent)
  }

  /// Records a run read into `output`; a crash or a hang is blamed on the test that started last
  /// and never finished, which is right where tests run one at a time, else on the test that
  /// started last when it passed: a verdict line printed by the code under test is no verdict.
  mutating func add(
    _ output: TestOutput, log text: String, termination: Termination, stoppedAfter: Double = 0,
    wasSilent: Bool = false
  ) {
    addFinished(output, log: text)
    let last =
      output.unfinished
      ?? output.started.last.flatMap {
        tests.last?.name == $0 && tests.last?.outcome == .passed ? $0 : nil
      }
    switch termination {
    case .signalled(let signal):
      addCrash(output, test: last, signal: signal)
    case .timedOut:
      addHang(output, test: last, seconds: stoppedAfter, wasSilent: wasSilent)
    case .exited:
      break
    }
  }

  /// Records the tests of `output` that finished, in the order they started, and the log.
  mutating func addFinished(_ output: TestOutput, log text: String) {
    self.output += text
    // NB: in the order the tests started, passed and failed mixed as they ran.
    let finished = output.passed + output.failed + output.skipped
    let order =
      output.started.filter(finished.contains) + finished.filter { !output.started.contains($0) }
    // NB: a test with a failure line failed, whatever else was printed in its name.
    for name in order {
      let seconds = output.durations[name]
      tests.append(
        output.failed.contains(name)
          || !output.passed.contains(name)
            && !output.skipped.contains(name)
          ? TestResult(
            name: name, outcome: .failed, failures: output.failures(of: name), seconds: seconds)
          : output.passed.contains(name)
            ? TestResult(name: name, outcome: .passed, seconds: seconds)
            : TestResult(name: name, outcome: .skipped, seconds: seconds))
    }
  }

  /// Records a crash of the process that ran `output`, blamed on `test` if known.
  mutating func addCrash(_ output: TestOutput, test: String?, signal: Int32) {
    crashes.append(
      CrashReport(
        test: test, message: output.crash ?? "the test process crashed (signal \(signal))",
        site: output.crashSite, backtrace: output.backtrace, signal: signal))
    if let test {
      tests.append(TestResult(name: test, outcome: .crashed, failures: output.failures(of: test)))
    }
  }

  /// Records a hang of the process that ran `output`, blamed on `test` if known.
  mutating func addHang(_ output: TestOutput, test: String?, seconds: Double, wasSilent: Bool) {
    hangs.append(
      HangReport(test: test, seconds: seconds, wasSilent: wasSilent, backtrace: output.backtrace))
    if let test {
      tests.append(
        TestResult(
          name: test, outcome: .hung, failures: output.failures(of: test), seconds: seconds))
    }
  }

  /// Takes each test's result from `other`, a run of some of these tests again, in place of this
  /// run's, with the crashes and hangs it met.
  mutating func replaceResults(with other: ModuleRun) {
    for result in other.tests {
      guard let index = tests.firstIndex(where: { $0.name == result.name }) else { continue }
      tests[index] = result
    }
    crashes += other.crashes
    hangs += other.hangs
    output += other.output
  }

  /// Adds what `other`, a run of more tests of the same module, recorded test by test (results,
  /// crashes, hangs, output, why it could not run) after what this one recorded. The planted-bug
  /// reports and the duration are the whole run's, set once it ends.
  mutating func append(_ other: ModuleRun) {
    tests += other.tests
    crashes += other.crashes
    hangs += other.hangs
    output += other.output
    couldNotRun = couldNotRun ?? other.couldNotRun
  }

  /// The runs of one step's test modules as one, as `workshop check` reports them; `nil` for
  /// none.
  public static func merged(_ runs: [ModuleRun]) -> ModuleRun? {
    guard var merged = runs.first else { return nil }
    for run in runs.dropFirst() {
      merged.append(run)
      merged.plantedBugReports += run.plantedBugReports
      merged.duration += run.duration
    }
    return merged
  }

  /// Records tests that never ran.
  mutating func addNotRun(_ names: [String]) {
    tests += names.map { TestResult(name: $0, outcome: .notRun) }
  }
}

/// One test and how it ended.
public struct TestResult: Equatable, Sendable {
  /// How a test ended.
  public enum Outcome: Equatable, Sendable {
    /// It passed.
    case passed
    /// An assertion failed.
    case failed
    /// The process crashed while it ran.
    case crashed
    /// It ran too long and was stopped.
    case hung
    /// It never ran: an earlier crash or hang took the run down.
    case notRun
    /// It skipped itself (`XCTSkip`), e.g. where the system cannot run it.
    case skipped
  }

  /// The test as printed, e.g. `FileClientChecks.testSave` or `resetSetsZero()`.
  public let name: String
  /// How it ended.
  public let outcome: Outcome
  /// Its failed assertions.
  public var failures: [TestFailure] = []
  /// Seconds it ran: as its runner reported, or the limit that stopped a hung test; `nil` when
  /// unknown (a crash ends the run before the runner says).
  public var seconds: Double?
  /// The test module it belongs to, e.g. `Exercise05Tests`, once its module's run has ended.
  public internal(set) var module: String?

}

/// A crash of the test process.
public struct CrashReport: Equatable, Sendable {
  /// The test that was running, if known.
  public let test: String?
  /// The runtime's message, e.g. `Fatal error: Index out of range`.
  public let message: String
  /// Where the runtime said it happened.
  public let site: SourceLocation?
  /// The crashed thread's source locations, innermost first.
  public let backtrace: [SourceLocation]
  /// The signal, e.g. 4 for a Swift trap.
  public let signal: Int32
}

/// A test process stopped because it stopped making progress or ran too long.
public struct HangReport: Equatable, Sendable {
  /// The test that was running, if known.
  public let test: String?
  /// The limit that was reached, in seconds.
  public let seconds: Double
  /// Whether the limit was on silence (no output) rather than on the total time.
  public let wasSilent: Bool
  /// Where the stuck thread was, innermost first, when the runtime could say.
  public let backtrace: [SourceLocation]
}
