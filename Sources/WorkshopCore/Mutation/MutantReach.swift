import Foundation

/// Which tests reach which mutants of a built schema, from one run of each test on its own with
/// no mutant switched on: the schema's switch notes every mutant whose line the test runs. A test
/// that never runs a mutant's line behaves the same with the mutant switched on, so only the tests
/// that reach a mutant are run against it, and a mutant no test reaches survives without a run.
struct MutantReach {
  /// The environment variable naming the file the switch notes reached mutants in.
  static let variable = "WORKSHOP_MUTANTS_REACHED"

  /// The tests (as listed) that reach each mutant, by number.
  private(set) var tests: [Int: Set<String>] = [:]
  /// The first test that did not pass on its own with no mutant switched on, if any: the schema
  /// then changed behaviour, and reach says nothing.
  private(set) var failure: String?

  /// Runs each test of `modules` in `listing` on its own with `runner`, noting reached mutants in
  /// files of `folder`.
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
      for (number, entry) in entries.enumerated() {
        let notes = folder.appendingPathComponent("\(module)-\(number)")
        var alone = runner
        alone.environment[MutantSchema.variable] = "0"
        alone.environment[Self.variable] = notes.path
        let selection = listing.selecting { $0 == entry }
        var run = alone.run(module: module, listing: selection)
        // NB: once more before the schema is blamed: a test that depends on timing may fail
        // once on a busy machine.
        if !run.isSuccess { run = alone.run(module: module, listing: selection) }
        if !run.isSuccess, failure == nil {
          failure = run.unsuccessful.first?.name ?? run.couldNotRun ?? entry
        }
        let noted = (try? String(contentsOf: notes, encoding: .utf8)) ?? ""
        for id in noted.split(separator: "\n").compactMap({ Int($0) }) {
          tests[id, default: []].insert(entry)
        }
      }
    }
  }

  /// The part of `listing` that reaches mutant `id`, or `nil` when no test reaches it.
  func listing(reaching id: Int, in listing: TestListing) -> TestListing? {
    guard let reaching = tests[id], !reaching.isEmpty else { return nil }
    return listing.selecting { reaching.contains($0) }
  }
}
