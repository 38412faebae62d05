import Foundation

/// The schema phase of a target's mutation run: every file's mutants compiled in at once
/// (`MutantSchema`), one build for the target, then one run of its tests per mutant with
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
  static let maxBuilds = 4

  /// Judges what it can of `candidates` (indices into `mutants`), recording each outcome, and
  /// returns the ones left for one build each. The files are as they were afterwards.
  func judge(
    _ candidates: [Int], clock: inout PhaseClock, record: (Int, MutantOutcome) -> Void
  ) throws -> [Int] {
    let files = Set(candidates.map { mutants[$0].file }).sorted()
    let originals = try Dictionary(
      uniqueKeysWithValues: files.map { file in
        (file, try String(contentsOf: url(file), encoding: .utf8))
      })
    var left = Set<Int>()
    var stillborn = Set<Int>()
    var built: [String: MutantSchema]?
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
      let blamed = blame(build.errors, schemas: schemas)
      guard !blamed.stillborn.isEmpty || !blamed.left.isEmpty else { break }
      stillborn.formUnion(blamed.stillborn.map { $0 - 1 })
      left.formUnion(blamed.left.map { $0 - 1 })
    }
    clock.end("schema builds")
    for index in stillborn { record(index, .stillborn) }
    guard let schemas = built, var tests = try? package.testRunner(directory: runner.scratch) else {
      return candidates.filter { !stillborn.contains($0) }
    }
    tests.idleTimeout = runner.idleTimeout
    tests.timeout = 300
    tests.skipsPlantedBugHunts = true
    let included = candidates.filter { index in
      schemas.values.contains { $0.included.contains(index + 1) }
    }
    // NB: with no mutant switched on the schema must pass as the reference does; if it does not,
    // the schema changed behaviour and every mutant gets a build of its own.
    tests.environment = [MutantSchema.variable: "0"]
    guard runner.judge(target, runner: tests, listing: listing) == .survived else {
      clock.end("schema runs")
      return candidates.filter { !stillborn.contains($0) }
    }
    for index in included {
      tests.environment = [MutantSchema.variable: String(index + 1)]
      record(
        index, runner.judge(target, file: mutants[index].file, runner: tests, listing: listing))
    }
    clock.end("schema runs")
    return candidates.filter { !stillborn.contains($0) && !included.contains($0) }
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
  private func blame(_ errors: [Diagnostic], schemas: [String: MutantSchema]) -> (
    stillborn: Set<Int>, left: Set<Int>
  ) {
    var stillborn = Set<Int>()
    var left = Set<Int>()
    let paths = schemas.keys.reduce(into: [String: String]()) { paths, file in
      paths[url(file).resolvingSymlinksInPath().path] = file
    }
    for error in errors {
      guard let path = error.file, let file = paths[path], let schema = schemas[file],
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
