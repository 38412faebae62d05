import Foundation
import WorkshopCourse
import WorkshopJudge

/// Runs mutation tests: in a scratch copy of the course's working tree (the working tree itself is
/// only read), each mutant of each target is written, built with just that target declared, and
/// judged by the target's tests; the file is put back afterwards.
public struct MutationRunner: Sendable {
  /// The course whose working tree is copied.
  let course: Course
  /// Where the scratch copy goes.
  let scratch: URL
  /// Seconds one test may run without finishing before a mutant counts as killed by a hang;
  /// less for tests the coverage phase timed (`MutantReach.idleTimeout`), never under
  /// `shortestIdleTimeout`.
  public var idleTimeout: TimeInterval = 10
  /// The least time a test may run without finishing before a mutant counts as hanging it.
  static let shortestIdleTimeout: TimeInterval = 2
  /// How many test processes a run keeps going at once: one a core, since they mostly wait.
  static let testsAtOnce = ProcessInfo.processInfo.activeProcessorCount
  /// Called before each mutant is judged: the target, how many of its mutants are done, how many
  /// it has.
  public var onProgress: (@Sendable (MutationTarget, Int, Int) -> Void)?
  /// Which mutants to make, e.g. those on the lines a change touched; all when `nil`.
  public var keeps: (@Sendable (Mutant) -> Bool)?
  /// The tests that have killed mutants of each file in this run, which a mutant of that file
  /// runs first.
  let killingTests = KillingTests()

  /// A runner for `course`, copying it into `scratch` (by default `.build-mutate` in the course).
  public init(course: Course, scratch: URL? = nil) {
    self.course = course
    self.scratch = scratch ?? Self.defaultScratch(for: course)
  }

  /// The scratch folder a run uses unless told otherwise: `.build-mutate` in the course.
  static func defaultScratch(for course: Course) -> URL {
    course.root.appendingPathComponent(".build-mutate")
  }

  /// Every mutant of `target`, equivalent ones included, made from the files in `root` (by
  /// default the course's working tree; a run makes them from its scratch copy, which does not
  /// change while it runs).
  /// - Throws: When a file of the target cannot be read.
  public func mutants(of target: MutationTarget, in root: URL? = nil) throws -> [Mutant] {
    try target.files.flatMap { file in
      let url = root?.appendingPathComponent(file) ?? course.url(file)
      let text = try String(contentsOf: url, encoding: .utf8)
      return MutantGenerator(file: file, text: text).mutants.filter { keeps?($0) ?? true }
    }
  }

  /// Whether a schema can hold each of `mutants` (of one target), in their order: those it
  /// cannot are built one at a time.
  /// - Throws: When a file cannot be read.
  public func fitSchemata(_ mutants: [Mutant]) throws -> [Bool] {
    var fits = [Bool](repeating: false, count: mutants.count)
    for file in Set(mutants.map(\.file)) {
      let text = try String(contentsOf: course.url(file), encoding: .utf8)
      let numbered = mutants.indices.filter { mutants[$0].file == file }.map {
        ($0 + 1, mutants[$0])
      }
      for id in MutantSchema(text: text, mutants: numbered).included { fits[id - 1] = true }
    }
    return fits
  }

  /// Mutates and judges each target in turn, holding the scratch folder's lock throughout.
  /// - Throws: `UsageError` when the scratch folder is one the workshop must not empty;
  ///   `EnvironmentError` when another run holds it, the scratch copy cannot be made or git or
  ///   swift are missing.
  public func run(_ targets: [MutationTarget]) throws -> [MutationResult] {
    let folder = try ScratchFolder(claiming: scratch, for: course)
    let lock = try folder.lock()
    defer { withExtendedLifetime(lock) {} }
    let equivalents = try EquivalentMutants(root: course.root)
    try copyWorkingTree(into: folder)
    var package = try SwiftPackage(root: scratch, scratch: scratch.appendingPathComponent(".build"))
    package.debugInfo = false
    package.referenceOnly = true
    return try targets.map { target in
      let started = Date()
      var result = try run(target, package: package, equivalents: equivalents)
      result.duration = Date().timeIntervalSince(started)
      return result
    }
  }

  private func run(
    _ target: MutationTarget, package: SwiftPackage, equivalents: EquivalentMutants
  ) throws -> MutationResult {
    var result = MutationResult(target: target)
    let mutants = try mutants(of: target, in: scratch)
    onProgress?(target, 0, mutants.count)
    var clock = PhaseClock()
    guard let runner = build(target, package: package) else {
      result.problem = "the reference does not build"
      return result
    }
    var listing: TestListing
    do {
      listing = try runner.listing()
    } catch {
      result.problem = "its tests cannot be listed: \(error)"
      return result
    }
    if let test = firstFailure(of: target, runner: runner, listing: listing) {
      result.problem = "the reference fails its own tests (\(test))"
      return result
    }
    clock.end("reference")
    var outcomes: [Int: MutantOutcome] = [:]
    let record: (Int, MutantOutcome) -> Void = { index, outcome in
      outcomes[index] = outcome
      onProgress?(target, outcomes.count, mutants.count)
    }
    for (index, mutant) in mutants.enumerated() {
      if let reason = equivalents.reason(for: mutant) { record(index, .equivalent(reason: reason)) }
    }
    let schemata = Schemata(
      runner: self, target: target, package: package, listing: listing, mutants: mutants)
    let leftovers = try schemata.judge(
      mutants.indices.filter { outcomes[$0] == nil }, clock: &clock, record: record)
    result.schemaFallback = leftovers.fallback
    for (index, reaching) in leftovers.mutants {
      let mutant = mutants[index]
      let file = scratch.appendingPathComponent(mutant.file)
      let original = try String(contentsOf: file, encoding: .utf8)
      try write(mutant.applied(to: original), to: file)
      defer { try? write(original, to: file) }
      guard var runner = build(target, package: package) else {
        record(index, .stillborn)
        continue
      }
      if let reach = leftovers.reach {
        runner.idleTimeout = idleTimeout(for: reaching ?? listing, reach: reach)
      }
      if let reaching, !reaching.hasTests {
        record(index, .notReached)
      } else {
        record(
          index, judge(target, file: mutant.file, runner: runner, listing: reaching ?? listing))
      }
    }
    clock.end("one build each (\(leftovers.mutants.count))")
    result.outcomes = mutants.indices.map { (mutants[$0], outcomes[$0] ?? .stillborn) }
    result.fromSchemata =
      mutants.count - leftovers.mutants.count
      - result.outcomes.filter { if case .equivalent = $0.outcome { true } else { false } }.count
    result.phases = clock.phases
    return result
  }

  /// Builds what judges `target`; `nil` when it does not compile.
  func build(_ target: MutationTarget, package: SwiftPackage) -> TestRunner? {
    guard
      let built = try? package.build(
        only: target.only, layout: course.layoutFingerprint, timeout: 900),
      built.succeeded, let runner = try? package.testRunner(directory: scratch)
    else { return nil }
    return runner.forMutants(idleTimeout: idleTimeout)
  }

  /// Killed by the first test that did not pass, or survived. The test module named after the
  /// mutated file's module runs first, as the likeliest to fail. The tests run in a fresh home.
  func judge(
    _ target: MutationTarget, file: String = "", runner: TestRunner, listing: TestListing
  ) -> MutantOutcome {
    let module = file.split(separator: "/").dropFirst().first.map { "\($0)Tests" } ?? ""
    let modules =
      target.testModules.filter { $0 == module } + target.testModules.filter { $0 != module }
    return runner.inFreshHome(under: homes) { runner in
      // NB: a selection (the tests that reach a mutant) may hold none of a module's tests.
      for tests in batches(of: listing, for: file) {
        for module in modules where !tests.isSelection || tests.hasTests(inModule: module) {
          let run = runner.run(module: module, listing: tests)
          if let killer = killer(in: run) {
            killingTests.note(killer, killedAMutantOf: file, in: listing)
            return .killed(test: killer)
          }
        }
      }
      return .survived
    }
  }

  /// The first test of `target` that fails against the code as it is, if one does: its test
  /// modules run side by side, each in a fresh home.
  private func firstFailure(
    of target: MutationTarget, runner: TestRunner, listing: TestListing
  ) -> String? {
    let runs = target.testModules.concurrentMap(limit: Self.testsAtOnce) { module in
      runner.inFreshHome(under: homes) { $0.run(module: module, listing: listing) }
    }
    return runs.lazy.compactMap(killer(in:)).first
  }

  /// How long a test of `selection` may go without finishing under a mutant, from the times the
  /// coverage phase took (`reach`), between `shortestIdleTimeout` and `idleTimeout`.
  func idleTimeout(for selection: TestListing, reach: MutantReach) -> TimeInterval {
    reach.idleTimeout(for: selection, floor: Self.shortestIdleTimeout, ceiling: idleTimeout)
  }

  /// Where each judgement's fresh home goes.
  var homes: URL { scratch.appendingPathComponent(".build/mutation-homes") }

  /// What killed the mutant `run` ran under: its first test that did not pass, the test that
  /// crashed or hung, or why it could not run; `nil` when it passed.
  private func killer(in run: ModuleRun) -> String? {
    if let reason = run.couldNotRun { return "\(run.module) could not run: \(reason)" }
    if let test = run.unsuccessful.first { return test.name }
    guard run.isSuccess else {
      return run.crashes.first?.test ?? run.hangs.first?.test ?? run.module
    }
    return nil
  }

  /// The tests of `listing` in the batches a mutant of `file` runs them in, each in processes of
  /// its own, stopping at the first that kills it: the tests that killed the most of the file's
  /// earlier mutants (`leadingKillers` of them), then the file's other killers and the XCTest
  /// tests named after it (`Effect+Debounce.swift`: `EffectDebounceTests`, `DebounceTests`),
  /// then the rest. XCTest runs a process's tests in its own order, so a test that is sure to
  /// fail can only go first in a batch of its own.
  func batches(of listing: TestListing, for file: String) -> [TestListing] {
    guard !file.isEmpty else { return [listing] }
    let stem = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
    let classes = [
      stem.replacingOccurrences(of: "+", with: ""), stem.components(separatedBy: "+").last ?? "",
    ].map { "\($0)Tests/" }
    let killers = killingTests.entries(for: file, in: listing)
    let leading = Set(killers.prefix(Self.leadingKillers))
    let likely = Set(killers).union(
      listing.xctest.filter { entry in
        classes.contains { entry.split(separator: ".", maxSplits: 1).last?.hasPrefix($0) == true }
      })
    let batches = [
      listing.selecting(leading.contains),
      listing.selecting { likely.contains($0) && !leading.contains($0) },
      listing.selecting { !likely.contains($0) },
    ].filter(\.hasTests)
    return batches.count > 1 ? batches : [listing]
  }

  /// How many of the tests that killed a file's earlier mutants run first, on their own.
  static let leadingKillers = 3

  /// Writes `text` dated later than anything written before, so that every incremental build
  /// sees the change, however coarse the file system's clock.
  func write(_ text: String, to file: URL) throws {
    try write(Data(text.utf8), to: file)
  }

  /// Writes `data` dated later than anything written before (see `write(_:to:)`).
  func write(_ data: Data, to file: URL) throws {
    try FileClock.shared.write(data, to: file)
  }

  /// Makes the scratch folder a copy of the course's working tree (tracked and untracked files,
  /// not ignored ones) beside its build folder, writing only what differs, so that an earlier
  /// run's build stays valid for the rest.
  private func copyWorkingTree(into folder: ScratchFolder) throws {
    try folder.mirror(
      try Git(root: course.root).workingFiles(), of: course.root, keeping: [".build"],
      write: write(_:to:))
  }
}

/// Modification dates that only move forward: each at least a second after the last, and two
/// seconds ahead of now, so that a build never mistakes a rewritten file for an unchanged one.
final class FileClock: @unchecked Sendable {
  static let shared = FileClock()
  private let lock = NSLock()
  private var last = Date.distantPast

  func next() -> Date {
    lock.withLock {
      last = max(Date().addingTimeInterval(2), last.addingTimeInterval(1))
      return last
    }
  }

  /// Writes `data` to `file`, dated `next()`.
  func write(_ data: Data, to file: URL) throws {
    try data.write(to: file)
    try FileManager.default.setAttributes([.modificationDate: next()], ofItemAtPath: file.path)
  }
}

extension TestRunner {
  /// The runner as a mutation run wants it: planted-bug hunts left out, and each judgement over
  /// at the first test that fails, crashes or hangs, with no backtrace awaited.
  func forMutants(idleTimeout: TimeInterval) -> TestRunner {
    var runner = self
    runner.idleTimeout = idleTimeout
    runner.timeout = 300
    runner.skipsPlantedBugHunts = true
    runner.stopsAtFirstProblem = true
    runner.printsWhereHungTestsWait = false
    runner.environment["SWIFT_BACKTRACE"] = "enable=no"
    return runner
  }
}
