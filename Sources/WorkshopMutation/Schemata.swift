import Foundation
import WorkshopJudge
import WorkshopTestRuns

/// The schema phase of a target's mutation run: every file's mutants compiled in at once
/// (`MutantSchema`), one build for the target, one run of each test alone to learn which mutants
/// it reaches (`MutantReach`), then per mutant one run of the tests that reach it, with
/// `WORKSHOP_MUTANT` set. A mutant whose own version does not compile is stillborn; one the
/// schema cannot hold, or whose version breaks the schema around it, is left for a build of its
/// own.
struct Schemata {
  let runner: MutationRunner
  let target: MutationTarget
  let package: SwiftPackage
  let listing: TestListing
  /// The target's mutants; a mutant's number in a schema is its index plus one.
  let mutants: [Mutant]

  /// How many times a schema that does not compile is built again without the mutants at fault.
  /// NB: each module shows its errors only once the modules it imports compile, so a library of
  /// three modules and their tests may take several rounds; a failed round is quick, a mutant
  /// left to a build of its own is not.
  static let maxBuilds = 10

  /// What the schema phase leaves for one build each.
  struct Leftovers {
    /// The mutants left, with the tests that reach every line each changes when the schema had
    /// a mutant on each of those lines (`nil`: every test).
    var mutants: [(index: Int, reaching: TestListing?)]
    /// Why the schema judged none of them, if so.
    var fallback: String?
    /// What the coverage phase learned, if it ran.
    var reach: MutantReach?
  }

  /// Judges what it can of `candidates` (indices into `mutants`), recording each outcome, and
  /// returns what is left for one build each. The files are as they were afterwards.
  func judge(
    _ candidates: [Int], clock: inout PhaseClock, record: (Int, MutantOutcome) -> Void
  ) throws -> Leftovers {
    let files = Set(candidates.map { mutants[$0].file }).sorted()
    let originals = try Dictionary(
      uniqueKeysWithValues: files.map { file in
        (file, try String(contentsOf: url(file), encoding: .utf8))
      })
    var left = Set<Int>()
    var stillborn = Set<Int>()
    var built: [String: MutantSchema]?
    var buildError: String?
    defer {
      for (file, text) in originals { try? runner.write(text, to: url(file)) }
    }
    for _ in 1...Self.maxBuilds {
      let active = candidates.filter { !left.contains($0) && !stillborn.contains($0) }
      let schemas = try write(active, originals: originals)
      left.formUnion(
        active.filter { index in schemas.values.allSatisfy { !$0.included.contains(index + 1) } })
      guard schemas.values.contains(where: { !$0.included.isEmpty }) else { break }
      let build = try package.build(
        only: target.only, layout: runner.course.layoutFingerprint, timeout: 900)
      if build.succeeded {
        built = schemas
        break
      }
      buildError =
        build.errors.first.map { error in
          let place = [
            error.file.map { URL(fileURLWithPath: $0).lastPathComponent },
            error.line.map(String.init),
          ]
          .compactMap { $0 }.joined(separator: ":")
          return place.isEmpty ? error.message : "\(place): \(error.message)"
        } ?? "the build failed"
      let blamed = blame(build.errors, schemas: schemas)
      guard !blamed.stillborn.isEmpty || !blamed.left.isEmpty else { break }
      stillborn.formUnion(blamed.stillborn.map { $0 - 1 })
      left.formUnion(blamed.left.map { $0 - 1 })
    }
    clock.end("schema builds")
    for index in stillborn { record(index, .stillborn) }
    let unjudged = candidates.filter { !stillborn.contains($0) }.map { ($0, nil as TestListing?) }
    guard let schemas = built else {
      return Leftovers(
        mutants: unjudged, fallback: buildError.map { "the schema does not compile: \($0)" })
    }
    guard let built = try? package.testRunner(directory: runner.scratch) else {
      return Leftovers(
        mutants: unjudged, fallback: "the schema's test product cannot be launched")
    }
    let tests = built.forMutants(idleTimeout: runner.idleTimeout)
    let included = candidates.filter { index in
      schemas.values.contains { $0.included.contains(index + 1) }
    }
    // NB: with no mutant switched on, each test must pass as it does against the reference; if
    // one does not, the schema changed behaviour and every mutant gets a build of its own.
    let reach = try MutantReach(
      runner: tests, modules: target.testModules, listing: listing,
      folder: runner.scratch.appendingPathComponent(".build/mutants-reached"))
    clock.end("coverage")
    if let failure = reach.failure {
      return Leftovers(
        mutants: unjudged, fallback: "with no mutant switched on, \(failure) fails on its own")
    }
    // NB: each judgement runs in a home of its own, so several can run at once.
    let progress = JudgementCount(from: mutants.count - candidates.count + stillborn.count) {
      runner.onProgress?(target, $0, mutants.count)
    }
    let judged = included.concurrentMap(limit: MutationRunner.testsAtOnce) {
      index -> MutantOutcome in
      guard let reaching = reach.listing(reaching: index + 1, in: listing) else {
        return .notReached
      }
      var tests = tests
      tests.environment[MutantSchema.variable] = String(index + 1)
      tests.idleTimeout = runner.idleTimeout(for: reaching, reach: reach)
      let outcome = runner.judge(
        target, file: mutants[index].file, runner: tests, listing: reaching)
      progress.tick()
      return outcome
    }
    for (index, outcome) in zip(included, judged) { record(index, outcome) }
    clock.end("schema runs")
    let oneByOne = candidates.filter { !stillborn.contains($0) && !included.contains($0) }.map {
      index in
      (index, reaching(linesOf: index, included: included, reach: reach, originals: originals))
    }
    return Leftovers(mutants: oneByOne, reach: reach)
  }

  /// The tests that reach every line mutant `index` changes, when each of those lines held a
  /// mutant of the schema (its switch runs whenever the line does); `nil` otherwise.
  private func reaching(
    linesOf index: Int, included: [Int], reach: MutantReach, originals: [String: String]
  ) -> TestListing? {
    let mutant = mutants[index]
    guard let text = originals[mutant.file] else { return nil }
    var tests = Set<String>()
    for line in mutant.lines(in: text) {
      let probes = included.filter { mutants[$0].file == mutant.file && mutants[$0].line == line }
      guard !probes.isEmpty else { return nil }
      for probe in probes { tests.formUnion(reach.tests[probe + 1] ?? []) }
    }
    return listing.selecting { tests.contains($0) }
  }

  private func url(_ file: String) -> URL { runner.scratch.appendingPathComponent(file) }

  /// Writes each file's schema of the `active` mutants, and returns the schemas by file.
  private func write(_ active: [Int], originals: [String: String]) throws -> [String: MutantSchema]
  {
    var schemas: [String: MutantSchema] = [:]
    for (file, text) in originals {
      let numbered = active.filter { mutants[$0].file == file }.map { ($0 + 1, mutants[$0]) }
      let schema = MutantSchema(text: text, mutants: numbered)
      schemas[file] = schema
      try runner.write(schema.included.isEmpty ? text : schema.text, to: url(file))
    }
    return schemas
  }

  /// The mutants (by number) the compiler's errors put at fault: stillborn when an error is in
  /// the mutant's own version, left for a build of its own when it is elsewhere on its line. An
  /// error nowhere near a mutant leaves every mutant of that file to its own build.
  func blame(_ errors: [Diagnostic], schemas: [String: MutantSchema]) -> (
    stillborn: Set<Int>, left: Set<Int>
  ) {
    var stillborn = Set<Int>()
    var left = Set<Int>()
    let paths = schemas.keys.reduce(into: [String: String]()) { paths, file in
      paths[url(file).resolvingSymlinksInPath().path] = file
    }
    for error in errors {
      // NB: the compiler names a file by the path its target lists it under: a link, maybe.
      let path = error.file.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path }
      guard let path, let file = paths[path], let schema = schemas[file],
        let line = error.line
      else {
        // NB: an error outside the mutated files means the schema cannot be blamed line by line.
        left.formUnion(schemas.values.flatMap(\.included))
        continue
      }
      if let column = error.column, let ids = schema.stillborn(line: line, column: column) {
        stillborn.formUnion(ids)
      } else if !schema.mutants(around: line).isEmpty {
        left.formUnion(schema.mutants(around: line))
      } else {
        left.formUnion(schema.included)
      }
    }
    return (stillborn, left.subtracting(stillborn))
  }
}

/// Counts the judgements that end on several threads at once, reporting each new count.
private final class JudgementCount: @unchecked Sendable {
  private let lock = NSLock()
  private var count: Int
  private let report: @Sendable (Int) -> Void

  init(from count: Int, report: @escaping @Sendable (Int) -> Void) {
    self.count = count
    self.report = report
  }

  func tick() {
    let count = lock.withLock {
      self.count += 1
      return self.count
    }
    report(count)
  }
}
