import Foundation
import WorkshopCore
import XCTest

/// Runs the learner's tests (XCTest and Swift Testing alike) once against the reference code and
/// once per planted bug, each run in its own process so that a crash or a hang under one bug
/// cannot take the others down.
public struct PlantedBugHunt: Sendable {
  /// The test module holding the learner's tests built against the reference, e.g.
  /// `PlantedBugs05ExerciseTests`.
  public let testModule: String
  /// The step's planted bugs.
  public let bugs: [PlantedBug]
  /// Seconds one test of a run may take without finishing before the run is stopped.
  public let timeout: TimeInterval

  /// Describes a hunt over `bugs` with the tests in `testModule`; `timeout` defaults to the
  /// `--timeout` of `workshop check` (`WORKSHOP_TEST_TIMEOUT`), else 60 seconds.
  public init(testModule: String, bugs: [PlantedBug], timeout: TimeInterval? = nil) {
    self.testModule = testModule
    self.bugs = bugs
    self.timeout = timeout ?? Self.checkTimeout ?? 60
  }

  /// The learner's `--timeout`, as `workshop check` passes it on.
  static var checkTimeout: TimeInterval? {
    ProcessInfo.processInfo.environment[TestRunner.testTimeoutKey]
      .flatMap(TimeInterval.init).flatMap { $0 > 0 ? $0 : nil }
  }

  /// The step's number, read from the module name: `PlantedBugs05ExerciseTests` is step `05`.
  var step: String? {
    let digits = testModule.drop { !$0.isNumber }.prefix { $0.isNumber }
    return digits.isEmpty ? nil : String(digits)
  }

  /// Runs the hunt and reports, bug by bug, whether the tests noticed.
  /// - Throws: `XCTSkip` where the test runner cannot run a selection of its own tests (macOS).
  public func run() throws -> PlantedBugReport {
    guard let binary = TestBinary.current else {
      throw XCTSkip("Planted-bug runs need the Linux test runner; run this step on Linux to hunt.")
    }
    let selection: TestSelection
    do {
      selection = try binary.tests(inModule: testModule)
    } catch {
      let outcome = TestRunOutcome.couldNotRun(reason: "\(error)")
      return PlantedBugReport(reference: outcome, runs: [], step: step)
    }
    guard !selection.isEmpty else {
      let outcome = TestRunOutcome.couldNotRun(reason: "no tests found; write some in Tests/ first")
      return PlantedBugReport(reference: outcome, runs: [], step: step)
    }
    let reference = binary.run(selection, module: testModule, plantedBug: 0, timeout: timeout)
    guard reference == .passed else {
      return PlantedBugReport(reference: reference, runs: [], step: step)
    }
    return PlantedBugReport(
      reference: reference,
      runs: bugs.map {
        ($0, binary.run(selection, module: testModule, plantedBug: $0.number, timeout: timeout))
      },
      step: step
    )
  }
}

extension XCTestCase {
  /// Fails unless the learner's tests pass on the reference code and catch every catchable bug;
  /// prints the bug table either way.
  ///
  /// ```swift
  /// func testYourTestsCatchThePlantedBugs() throws {
  ///   try assertTestsCatch(PlantedBugHunt(testModule: plantedBugModule(), bugs: favoritePrimesBugs))
  /// }
  /// ```
  public func assertTestsCatch(
    _ hunt: PlantedBugHunt, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    // NB: the runs below execute this very test binary; never let them recurse into a hunt.
    guard PlantedBug.active == nil else { throw XCTSkip("inside a planted-bug run") }
    let report = try hunt.run()
    print("Planted bugs (\(hunt.testModule)):\n\(report.text)")
    if !report.isSuccess { XCTFail(report.text, file: file, line: line) }
  }

  /// The planted-bug test module for the side this check runs on: `ExerciseNNChecks` hunts with
  /// `PlantedBugsNNExerciseTests`, `SolutionNNChecks` with `PlantedBugsNNSolutionTests`.
  public func plantedBugModule() -> String {
    PlantedBugHunt.testModule(forChecksModule: String(reflecting: type(of: self)))
  }
}

extension PlantedBugHunt {
  /// The planted-bug module that goes with a checks module (or a type name inside it).
  public static func testModule(forChecksModule name: String) -> String {
    let module = name.prefix { $0 != "." }
    let side = module.hasPrefix("Solution") ? "Solution" : "Exercise"
    let number = module.drop { !$0.isNumber }.prefix(2)
    return "PlantedBugs\(number)\(side)Tests"
  }
}
