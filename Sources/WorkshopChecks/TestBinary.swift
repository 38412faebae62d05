import Foundation
import WorkshopTestRuns

/// One run of some of the learner's tests: how it ended, and what each library's runner said.
struct TestRun: Sendable {
  /// The first outcome that was not a pass, else `.passed`.
  var outcome: TestRunOutcome
  /// What each runner's output reads back into, XCTest's first.
  var outputs: [TestOutput]
  /// Whether the planted bug's broken code ran (`PlantedBug.reached()`); `false` with no bug.
  var reachedTheBug = false
  /// Seconds the run took, every runner's process included.
  var seconds: Double = 0

  /// How `test` ended in this run: `passed`, `failed`, `crashed`, `hung`, or `nil` when it did
  /// not run to an end.
  func result(of test: LearnerTest) -> String? {
    let name = test.name
    for output in outputs {
      if output.failed.contains(name) { return "failed" }
      if output.passed.contains(name) { return "passed" }
      if output.unfinished == name {
        switch outcome {
        case .crashed: return "crashed"
        case .timedOut: return "hung"
        case .passed, .failed, .couldNotRun: return nil
        }
      }
    }
    return nil
  }

  /// The tests among `tests` that did not pass: failed, crashed or hung.
  func unsuccessful(among tests: [LearnerTest]) -> [LearnerTest] {
    tests.filter { ["failed", "crashed", "hung"].contains(result(of: $0)) }
  }

  /// Every failed assertion, with the test it was recorded against.
  var failures: [TestFailure] { outputs.flatMap(\.failures) }
}

/// The test executable this process is running from, able to run a selection of its own tests
/// with either testing library.
struct TestBinary: Sendable {
  /// How this platform starts the tests: one program on Linux, two runners on macOS.
  let runners: TestRunners

  /// The running test executable, or `nil` when it cannot be found.
  static var current: TestBinary? { TestRunners.current.map(TestBinary.init) }

  /// The learner's tests in `module`: as the run of `workshop check` that started this hunt
  /// listed them, else listed now.
  func tests(inModule module: String) throws -> TestSelection {
    let (listing, listedXCTest) =
      try ListedTests.ofThisRun().map { listed in
        (
          listed.swiftTesting.joined(separator: "\n"),
          TestSelection.testIDs(in: listed.xctest.joined(separator: "\n"), module: module)
        )
      } ?? listTests(inModule: module)
    return TestSelection(
      tests: listedXCTest.map { LearnerTest(library: .xctest, id: $0) }
        + TestSelection.testIDs(in: listing, module: module).map {
          LearnerTest(library: .swiftTesting, id: $0)
        })
  }

  /// The product's Swift Testing listing, and its XCTest tests in `module`.
  private func listTests(inModule module: String) throws -> (String, [String]) {
    // NB: the two listings are two processes that mostly start up: side by side, they cost one.
    let binary = self
    return try bothAtOnce(
      { try binary.launch(binary.runners.swiftTesting(["--list-tests"]), timeout: 60).output },
      { try binary.runners.xctestTests(module) })
  }

  /// Runs `tests` in one process per testing library, with planted bug `plantedBug` switched
  /// on (0: none).
  func run(_ tests: [LearnerTest], plantedBug: Int, timeout: TimeInterval) -> TestRun {
    let environment = [CheckEnvironment.plantedBug: String(plantedBug)]
    var run = TestRun(outcome: .passed, outputs: [])
    var printed = ""
    let start = Date()
    let xctest = tests.filter { $0.library == .xctest }.map(\.id)
    if !xctest.isEmpty {
      let (outcome, output) = self.run(
        runners.xctest(xctest.joined(separator: ",")), environment: environment, timeout: timeout)
      run.outputs.append(output.output)
      printed += output.raw
      if run.outcome == .passed { run.outcome = outcome }
    }
    let swiftTesting = tests.filter { $0.library == .swiftTesting }
    if !swiftTesting.isEmpty {
      let events = Self.passingFiles.appendingPathComponent("workshop-hunt-\(UUID()).jsonl")
      defer { try? FileManager.default.removeItem(at: events) }
      let arguments =
        TestSelection.swiftTestingArguments(selecting: swiftTesting)
        + TestOutput.eventStreamArguments(to: events)
      let (outcome, log) = self.run(
        runners.swiftTesting(arguments), environment: environment, timeout: timeout)
      let stream = (try? String(contentsOf: events, encoding: .utf8)) ?? ""
      run.outputs.append(
        TestOutput(swiftTestingEvents: stream, log: log.raw))
      printed += log.raw
      if run.outcome == .passed { run.outcome = outcome }
    }
    run.reachedTheBug = PlantedBug.saysReached(printed)
    run.seconds = Date().timeIntervalSince(start)
    return run
  }

  /// Runs the XCTest test `test` (`Module.Class/testMethod`) alone, with `environment` added.
  func run(alone test: String, environment: [String: String], timeout: TimeInterval)
    -> TestRunOutcome
  {
    run(runners.xctest(test), environment: environment, timeout: timeout).outcome
  }

  /// Where a hunt's files go while its runs hand them back: the check's results folder, which
  /// the next command sweeps when a check was killed outright; the temporary folder outside a
  /// check.
  static var passingFiles: URL {
    let folder = ProcessInfo.processInfo.environment[CheckEnvironment.resultsFolder] ?? ""
    return folder.isEmpty
      ? FileManager.default.temporaryDirectory : URL(fileURLWithPath: folder, isDirectory: true)
  }

  /// What a runner printed, and what it reads back into.
  private struct Printed {
    var raw: String
    var output: TestOutput
  }

  private func run(
    _ launch: TestRunners.Launch, environment: [String: String], timeout: TimeInterval
  ) -> (outcome: TestRunOutcome, printed: Printed) {
    do {
      let result = try self.launch(launch, environment: environment, timeout: timeout)
      let output = TestOutput(parsing: result.output)
      let printed = Printed(raw: result.output, output: output)
      switch result.termination {
      case .exited(0): return (.passed, printed)
      case .exited:
        return (.failed(failures: output.failures.map(describe)), printed)
      case let .signalled(signal): return (.crashed(signal: signal), printed)
      case .timedOut: return (.timedOut(seconds: Int(timeout)), printed)
      }
    } catch {
      return (.couldNotRun(reason: "\(error)"), Printed(raw: "", output: TestOutput(parsing: "")))
    }
  }

  /// Starts `launch`; `timeout` bounds each test (a test that neither finishes nor lets another
  /// start in that time stops the run, however much it prints), and ten times it the whole run.
  private func launch(
    _ launch: TestRunners.Launch, environment: [String: String] = [:], timeout: TimeInterval
  ) throws -> ProcessResult {
    // NB: "0" switches planted bugs off unless the caller switches one on.
    let environment = [CheckEnvironment.plantedBug: "0", "NO_COLOR": "1"]
      .merging(launch.environment) { $1 }.merging(environment) { $1 }
    return try runProcess(
      launch.executable, arguments: launch.arguments, environment: environment,
      timeout: timeout * 10, idleTimeout: timeout, isProgress: { TestOutput.isTestEvent($0) },
      // NB: a slow crash report is a crash, not a hang.
      isCrashing: { TestOutput.isCrashReport($0) })
  }

  /// `File.swift:12: message`, then the rest of a multi-line message (a state diff, say) on
  /// lines of its own, indented under it and cut after `maxDetailLines`.
  private func describe(_ failure: TestFailure) -> String {
    let file = failure.file.split(separator: "/").last.map(String.init) ?? failure.file
    var lines = ["\(file):\(failure.line): \(failure.message)"]
    lines += failure.details.prefix(Self.maxDetailLines).map { "  " + $0 }
    if failure.details.count > Self.maxDetailLines {
      lines.append("  … \(failure.details.count - Self.maxDetailLines) more lines")
    }
    return lines.joined(separator: "\n")
  }

  /// How many lines of a failure message the planted-bug report keeps.
  private static let maxDetailLines = 40
}
