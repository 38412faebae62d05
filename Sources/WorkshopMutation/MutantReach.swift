import Foundation
import WorkshopJudge

/// Which tests reach which mutants of a built schema, from one run of each test on its own with
/// no mutant switched on: the schema's switch notes every mutant whose line the test runs. A test
/// that never runs a mutant's line behaves the same with the mutant switched on, so only the tests
/// that reach a mutant are run against it, and a mutant no test reaches survives without a run.
struct MutantReach {
  /// The environment variable naming the file the switch notes reached mutants in.
  static let variable = "WORKSHOP_MUTANTS_REACHED"

  /// The tests (as listed) that reach each mutant, by number.
  private(set) var tests: [Int: Set<String>] = [:]
  /// How long each test (as listed) took on its own, its process's launch included.
  private(set) var durations: [String: TimeInterval] = [:]
  /// The first test that did not pass on its own with no mutant switched on, if any: the schema
  /// then changed behaviour, and reach says nothing.
  private(set) var failure: String?

  /// Runs each test of `modules` in `listing` on its own with `runner`, in a fresh home, as many
  /// at once as the machine has cores, noting reached mutants in files of `folder`.
  init(runner: TestRunner, modules: [String], listing: TestListing, folder: URL) throws {
    let files = FileManager.default
    try? files.removeItem(at: folder)
    try files.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? files.removeItem(at: folder) }
    for module in modules {
      // NB: the runner leaves planted-bug hunts out; run alone, one would run nothing.
      let entries =
        listing.xctestTests(inModule: module).filter {
          !(runner.skipsPlantedBugHunts && isPlantedBugHunt($0))
        } + listing.swiftTestingTests(inModule: module).map(\.id)
      let runs = Array(entries.enumerated()).concurrentMap(
        limit: MutationRunner.testsAtOnce
      ) { number, entry in
        Self.runAlone(
          entry, module: module, runner: runner, listing: listing, folder: folder,
          notes: folder.appendingPathComponent("\(module)-\(number)"))
      }
      for (entry, (failure, reached, duration)) in zip(entries, runs) {
        if let failure, self.failure == nil { self.failure = failure }
        for id in reached { tests[id, default: []].insert(entry) }
        durations[entry] = duration
      }
    }
  }

  /// Runs `entry` alone with no mutant switched on: what failed, if it did not pass (after one
  /// more try), and the mutants it reached.
  private static func runAlone(
    _ entry: String, module: String, runner: TestRunner, listing: TestListing, folder: URL,
    notes: URL
  ) -> (failure: String?, reached: [Int], duration: TimeInterval) {
    var alone = runner
    alone.environment[MutantSchema.variable] = "0"
    alone.environment[variable] = notes.path
    let selection = listing.selecting { $0 == entry }
    let run = alone.inFreshHome(under: folder) { alone in
      let run = alone.run(module: module, listing: selection)
      // NB: once more before the schema is blamed: a test that depends on timing may fail once
      // on a busy machine.
      return run.isSuccess ? run : alone.run(module: module, listing: selection)
    }
    let failure = run.isSuccess ? nil : run.unsuccessful.first?.name ?? run.couldNotRun ?? entry
    let noted = (try? String(contentsOf: notes, encoding: .utf8)) ?? ""
    return (failure, noted.split(separator: "\n").compactMap { Int($0) }, run.duration)
  }

  /// How long the tests of `selection` may go without finishing before a mutant counts as
  /// hanging them: several times the slowest one's own time, at least `floor` and at most
  /// `ceiling` (also the time for tests whose own time is unknown).
  func idleTimeout(for selection: TestListing, floor: TimeInterval, ceiling: TimeInterval)
    -> TimeInterval
  {
    let names = selection.xctest + selection.swiftTesting
    let own = names.map { durations[$0] }
    guard !own.isEmpty, own.allSatisfy({ $0 != nil }) else { return ceiling }
    return min(max(floor, Self.slowdownAllowed * own.compactMap { $0 }.max()!), ceiling)
  }

  /// How many times slower than on its own a test may run under a mutant, on a machine busy
  /// with other judgements, before it counts as hung.
  static let slowdownAllowed: TimeInterval = 5

  /// The part of `listing` that reaches mutant `id`, or `nil` when no test reaches it.
  func listing(reaching id: Int, in listing: TestListing) -> TestListing? {
    guard let reaching = tests[id], !reaching.isEmpty else { return nil }
    return listing.selecting { reaching.contains($0) }
  }
}
