import Foundation
import WorkshopTestRuns
import XCTest

/// Runs the learner's tests (XCTest and Swift Testing alike) once as they are and once per planted
/// bug, each run in its own process so that a crash or a hang under one bug cannot take the others
/// down. The tests run from the step's tests module, whose Checks/PlantedBugs.swift switches a
/// bug on when `WORKSHOP_PLANTED_BUG` names it; and, as decoys, from the same tests compiled
/// without it, with each bug's number set: a test that fails there reads the number, not the
/// code, and credits nothing.
struct PlantedBugHunt: Sendable {
  /// The test module holding the learner's tests and the planted bugs, e.g. `Exercise05Tests`.
  let testModule: String
  /// The same tests without the planted bugs, e.g. `Decoy05Exercise`.
  let decoyModule: String
  /// The step's planted bugs.
  public let bugs: [PlantedBug]
  /// Seconds one test of a run may take without finishing before the run is stopped.
  public let timeout: TimeInterval
  /// The one testing library whose tests hunt, or `nil` for the tests of both together.
  public var library: TestingLibrary?

  /// Describes a hunt over `bugs` with the tests in `testModule` and their decoys in
  /// `decoyModule`; `timeout` defaults to the `--timeout` of `workshop check`
  /// (`CheckEnvironment.testTimeout`), else 60 seconds.
  public init(
    testModule: String, decoyModule: String, bugs: [PlantedBug], timeout: TimeInterval? = nil
  ) {
    self.testModule = testModule
    self.decoyModule = decoyModule
    self.bugs = bugs
    self.timeout = timeout ?? Self.checkTimeout ?? 60
  }

  /// The learner's `--timeout`, as `workshop check` passes it on.
  static var checkTimeout: TimeInterval? {
    ProcessInfo.processInfo.environment[CheckEnvironment.testTimeout]
      .flatMap(TimeInterval.init).flatMap { $0 > 0 ? $0 : nil }
  }

  /// How many test processes run side by side.
  static let concurrentRuns = 4

  /// How many times the learner's tests run with no bug planted, all together, before a bug is
  /// planted; each also runs once alone. A test that fails one run in three passes n runs in a
  /// row with probability (2/3)^n: these 9 runs and the one alone, 10 in all, let it slip 1.7 %
  /// of the time (8 would let it slip 3.9 %), and a test that fails every other run 0.1 %.
  /// A run of a step's tests is a process that lives a few tenths of a second, four at a time.
  static let referenceRuns = 9

  /// Runs the hunt and reports, bug by bug, which tests noticed.
  /// - Throws: `XCTSkip` when the test runners cannot be found (on macOS: no `xcrun`).
  public func run() throws -> PlantedBugReport {
    guard let binary = TestBinary.current else {
      throw XCTSkip(
        localized(
          """
          The planted-bug runs could not find the test runners (on macOS: `xcrun --find xctest` \
          and `xcrun --find swift`); install Xcode's command-line tools to hunt.
          """))
    }
    var selection: TestSelection
    var decoys: Set<LearnerTest>
    do {
      selection = try binary.tests(inModule: testModule)
      decoys = Set(try binary.tests(inModule: decoyModule).tests)
    } catch {
      return report(.couldNotRun(reason: "\(error)"))
    }
    if let library { selection = selection.only(library) }
    guard !selection.isEmpty else {
      let reason =
        library.map { localized("no \($0.displayName) tests found; write some in Tests/ first") }
        ?? localized("no tests found; write some in Tests/ first")
      return report(.couldNotRun(reason: reason))
    }
    let decoyed = selection.tests.map { $0.compiled(into: decoyModule) }
    guard decoys.isSuperset(of: decoyed) else {
      // NB: without the decoy, a test that reads the bug's number would catch every bug.
      return report(
        .couldNotRun(
          reason: localized(
            """
            the tests' decoy, module \(decoyModule), is missing or not up to date: \
            `swift build --build-tests` builds it
            """)))
    }
    let verdicts = HuntVerdicts(
      binary: binary, tests: selection.tests, decoys: decoyed, timeout: timeout,
      concurrentRuns: Self.concurrentRuns)
    let (reference, runs) = verdicts.run(bugs, referenceRuns: Self.referenceRuns)
    guard reference.outcome == .passed else {
      return report(reference.outcome, flaky: reference.flaky, leaks: reference.leaks)
    }
    let todoTests = Self.todoTests(of: selection.tests, module: testModule)
    let judged = runs.map { run in
      var run = run
      run.todoTests = tests(of: run.bug.todos, in: todoTests)
      run.bug = Self.named(run.bug, todoTests: todoTests)
      return run
    }
    return report(
      .passed, judged, flaky: reference.flaky, leaks: reference.leaks,
      failsEitherWay: reference.failsEitherWay)
  }

  /// `bug` with the TODOs its report names: of those it is for, the ones with a test (a bug for
  /// TODO(3) or TODO(5), one per testing library, is for the one the learner wrote); all of them
  /// when none has one.
  static func named(_ bug: PlantedBug, todoTests: [Int: [String]]) -> PlantedBug {
    let answered = bug.todos.filter { !(todoTests[$0] ?? []).isEmpty }
    guard !answered.isEmpty, answered != bug.todos else { return bug }
    return PlantedBug(
      bug.number, bug.summary, hint: bug.hint, uncatchableBecause: bug.uncatchableBecause,
      todos: answered)
  }

  /// The names of the tests in `todoTests` written for any of `todos`.
  private func tests(of todos: [Int], in todoTests: [Int: [String]]) -> [String] {
    todos.flatMap { todoTests[$0] ?? [] }
  }

  /// The hunted tests by the TODOs they answer: the test functions the step's `TodoTests.json`
  /// names for each TODO as shipped, and those with a TODO marker in them or right above them in
  /// the exercise's `Tests/` files now (the learner's), matched by name.
  static func todoTests(of tests: [LearnerTest], module: String, courseRoot: URL = courseRoot)
    -> [Int: [String]]
  {
    guard let step = StepModules(module: module),
      let folder = StepModules(number: step.number, side: .exercise).folder(inCourse: courseRoot)
    else { return [:] }
    let files = FileManager.default
    let testsFolder = folder.appendingPathComponent("Tests")
    let sources = ((try? files.contentsOfDirectory(atPath: testsFolder.path)) ?? [])
      .filter { $0.hasSuffix(".swift") }.sorted().map {
        (try? String(contentsOf: testsFolder.appendingPathComponent($0), encoding: .utf8)) ?? ""
      }
    let shipped = try? TodoTestMap(
      contentsOf: TodoTestMap.url(forStepFolder: folder.lastPathComponent, inCourse: courseRoot))
    let marked = TodoTestMap(testSources: sources)
    var result: [Int: [String]] = [:]
    for map in [shipped, marked].compactMap({ $0 }) {
      for (todo, functions) in map.functions {
        for test in tests where functions.contains(test.function) {
          if result[todo]?.contains(test.name) != true {
            result[todo, default: []].append(test.name)
          }
        }
      }
    }
    return result
  }

  private func report(
    _ reference: TestRunOutcome, _ runs: [PlantedBugReport.BugRun] = [],
    flaky: [FlakyTest] = [], leaks: [LeakingAssertion] = [], failsEitherWay: [String] = []
  ) -> PlantedBugReport {
    var unique: [LeakingAssertion] = []
    for leak in leaks where !unique.contains(leak) { unique.append(leak) }
    return PlantedBugReport(
      module: testModule, library: library, reference: reference, runs: runs, flaky: flaky,
      leaks: unique, failsEitherWay: failsEitherWay)
  }
}

extension PlantedBugHunt {
  /// The hunt that goes with a checks module (or a type name inside it): `Exercise05Checks.X`
  /// hunts with the tests of `Exercise05Tests` and their decoys in `Decoy05Exercise`, over the
  /// bugs of step 05's catalogue in the course at `courseRoot`.
  /// - Throws: `CatalogueError` when the step's catalogue is missing or invalid.
  static func forChecks(_ checksModule: String, courseRoot: URL = courseRoot) throws
    -> PlantedBugHunt
  {
    guard let modules = StepModules(module: checksModule) else {
      throw CatalogueError(file: checksModule, problem: "is not the checks module of a step")
    }
    let plantedBugs = courseRoot.appendingPathComponent("Tests/PlantedBugs")
    let folders = (try? FileManager.default.contentsOfDirectory(atPath: plantedBugs.path)) ?? []
    let folder = folders.first { $0.hasPrefix(modules.number + "-") } ?? modules.number
    let catalogue = try PlantedBugCatalogue(
      contentsOf: PlantedBugCatalogue.url(forStepFolder: folder, inCourse: courseRoot))
    return PlantedBugHunt(
      testModule: modules.tests, decoyModule: modules.decoy, bugs: catalogue.bugs)
  }

  /// The root of the course these checks were built from: three folders above this file
  /// (`Sources/WorkshopChecks/PlantedBugHunt.swift`).
  public static let courseRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}

extension XCTestCase {
  /// Fails unless the learner's tests pass with no bug planted and catch every catchable bug
  /// of the step's catalogue; prints the bug table either way, and hands it to `workshop check`
  /// as data when it asks (`CheckEnvironment.resultsFolder`). With `library`, only the tests
  /// written with that testing library hunt, so each library's tests must catch every bug alone.
  ///
  /// ```swift
  /// func testYourTestsCatchThePlantedBugs() throws {
  ///   try assertYourTestsCatchThePlantedBugs()
  /// }
  /// ```
  public func assertYourTestsCatchThePlantedBugs(
    library: TestingLibrary? = nil, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    var hunt: PlantedBugHunt
    do {
      hunt = try PlantedBugHunt.forChecks(String(reflecting: type(of: self)))
      hunt.library = library
    } catch {
      return XCTFail(localized("The planted bugs cannot be read: \(error)"), file: file, line: line)
    }
    try assertTestsCatch(hunt, file: file, line: line)
  }

  /// Fails unless the learner's tests pass with no bug planted and catch every catchable bug
  /// of `hunt`; prints the bug table either way.
  func assertTestsCatch(
    _ hunt: PlantedBugHunt, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    // NB: the runs below execute this very test binary; never let them recurse into a hunt.
    guard PlantedBug.active == nil else { throw XCTSkip("inside a planted-bug run") }
    // NB: the report's sentences are in the learner's language, as the checks' messages are.
    _ = CheckLanguage.isSetUp
    let report = try hunt.run()
    let tests = [hunt.testModule, hunt.library?.displayName].compactMap { $0 }
    print("Planted bugs (\(tests.joined(separator: ", "))):\n\(report.text)")
    if let folder = ProcessInfo.processInfo.environment[CheckEnvironment.resultsFolder] {
      do {
        try report.write(into: URL(fileURLWithPath: folder))
      } catch {
        XCTFail(
          localized("The planted-bug report could not be written to \(folder): \(error)"),
          file: file, line: line)
      }
    }
    if !report.isSuccess { XCTFail(report.text, file: file, line: line) }
  }
}
