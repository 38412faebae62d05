import Foundation
import WorkshopProcesses
import WorkshopResults

/// The learner's tests in one step's checks module, as the test binary lists them: every test of
/// the module except the workshop's own checks.
struct TestSelection: Equatable {
  /// XCTest classes, as `Module.Class` selections.
  var xctestClasses: [String]
  /// Whether the module has Swift Testing tests.
  var hasSwiftTestingTests: Bool

  var isEmpty: Bool { xctestClasses.isEmpty && !hasSwiftTestingTests }

  /// Whether the test type `name` (`Module.Type`, `Module.Outer.Type`) is one of the workshop's
  /// checks, which share the module with the learner's tests (`StepModules.checkSuffix`).
  static func isCheck(_ name: String) -> Bool { name.hasSuffix(StepModules.checkSuffix) }

  /// The Swift Testing arguments that run the tests of `module` but its checks.
  static func swiftTestingArguments(module: String) -> [String] {
    let module = NSRegularExpression.escapedPattern(for: module)
    return [
      "--filter", "^\(module)[./]",
      "--skip", "^\(module)\\.([^/]*\\.)?[^./]*\(StepModules.checkSuffix)/",
    ]
  }

  /// `Module.Class/test` (XCTest) or `Module.Suite/test()/File.swift:3:4` (Swift Testing) lines
  /// of `module`, reduced to unique `Module.Class` names; `Module` stands for Swift Testing tests
  /// outside any suite.
  static func types(in listing: String, module: String) -> [String] {
    var seen = Set<String>()
    return listing.split(separator: "\n").map(String.init)
      .filter { $0.hasPrefix(module + ".") || $0.hasPrefix(module + "/") }
      .compactMap { $0.split(separator: "/").first.map(String.init) }
      .filter { seen.insert($0).inserted }
  }
}

/// The test executable this process is running from, able to run a selection of its own tests
/// with either testing library.
struct TestBinary: Sendable {
  /// How this platform starts the tests: one program on Linux, two runners on macOS.
  let runners: TestRunners

  /// The running test executable, or `nil` when it cannot be found.
  static var current: TestBinary? { TestRunners.current.map(TestBinary.init) }

  /// The learner's tests in `module`.
  func tests(inModule module: String) throws -> TestSelection {
    let swiftTesting = try launch(runners.swiftTesting(["--list-tests"]), timeout: 60).output
    return TestSelection(
      xctestClasses: try runners.xctestClasses(module).filter { !TestSelection.isCheck($0) },
      hasSwiftTestingTests: TestSelection.types(in: swiftTesting, module: module).contains {
        !TestSelection.isCheck($0)
      })
  }

  /// Runs `selection` with planted bug `plantedBug` switched on (0: none); the first run that
  /// does not pass decides the outcome.
  func run(_ selection: TestSelection, module: String, plantedBug: Int, timeout: TimeInterval)
    -> TestRunOutcome
  {
    var runs: [TestRunners.Launch] = []
    if !selection.xctestClasses.isEmpty {
      runs.append(runners.xctest(selection.xctestClasses.joined(separator: ",")))
    }
    if selection.hasSwiftTestingTests {
      runs.append(runners.swiftTesting(TestSelection.swiftTestingArguments(module: module)))
    }
    let environment = [CheckEnvironment.plantedBug: String(plantedBug)]
    for launch in runs {
      let outcome = run(launch, environment: environment, timeout: timeout)
      if outcome != .passed { return outcome }
    }
    return .passed
  }

  /// Runs the XCTest test `test` (`Module.Class/testMethod`) alone, with `environment` added.
  func run(alone test: String, environment: [String: String], timeout: TimeInterval)
    -> TestRunOutcome
  {
    run(runners.xctest(test), environment: environment, timeout: timeout)
  }

  private func run(
    _ launch: TestRunners.Launch, environment: [String: String], timeout: TimeInterval
  ) -> TestRunOutcome {
    do {
      let result = try self.launch(launch, environment: environment, timeout: timeout)
      switch result.termination {
      case .exited(0): return .passed
      case .exited:
        return .failed(failures: TestOutput(parsing: result.output).failures.map(describe))
      case let .signalled(signal): return .crashed(signal: signal)
      case .timedOut: return .timedOut(seconds: Int(timeout))
      }
    } catch {
      return .couldNotRun(reason: "\(error)")
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
      timeout: timeout * 10, idleTimeout: timeout, isProgress: { TestOutput.isTestEvent($0) })
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
