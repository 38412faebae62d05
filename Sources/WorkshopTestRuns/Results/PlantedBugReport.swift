import Foundation
import WorkshopLocalization

/// The verdict on a learner's tests: do they pass with no bug planted, and which bugs do they
/// catch?
///
/// A hunt prints it as text for a plain `swift test`, and writes it as JSON into the folder that
/// `workshop check` names in `CheckEnvironment.resultsFolder`, where the CLI reads it back as data.
public struct PlantedBugReport: Codable, Equatable, Sendable {
  /// One planted bug and the run of the learner's tests that had it switched on.
  public struct BugRun: Codable, Equatable, Sendable {
    /// The bug (a `var`, so that the CLI can put its texts in the learner's language).
    public var bug: PlantedBug
    /// How the learner's tests fared with it, all of them in one run.
    public let outcome: TestRunOutcome
    /// The tests that caught it: each fails with the bug and passes without it, run alone.
    public let caughtBy: [String]
    /// Tests that failed with the bug in some runs and passed in others (beside the other tests
    /// but not alone, say): they notice it only by chance.
    public let failedOnlySometimes: [String]

    /// The learner's tests written for the bug's TODOs (`PlantedBug.todos`): one of them must
    /// be among `caughtBy`. Empty when no test is marked with those TODOs.
    public var todoTests: [String]
    /// Whether the bug's broken code ran in any of its runs (`PlantedBug.reached()`).
    public let reachedTheBug: Bool
    /// The tests whose run alone reached the broken code; empty when none ran alone.
    public let reachedBy: [String]
    /// Seconds the run of the learner's tests with the bug took; `nil` when not measured.
    public var seconds: Double?

    /// Pairs a bug with its run and the tests that caught it.
    public init(
      bug: PlantedBug, outcome: TestRunOutcome, caughtBy: [String],
      failedOnlySometimes: [String] = [], todoTests: [String] = [], reachedTheBug: Bool = true,
      reachedBy: [String] = [], seconds: Double? = nil
    ) {
      self.bug = bug
      self.outcome = outcome
      self.caughtBy = caughtBy
      self.failedOnlySometimes = failedOnlySometimes
      self.todoTests = todoTests
      self.reachedTheBug = reachedTheBug
      self.reachedBy = reachedBy
      self.seconds = seconds
    }

    /// Whether a test caught the bug on its own, and one written for its TODO when it has one.
    public var isCaught: Bool {
      !caughtBy.isEmpty && (todoTests.isEmpty || caughtBy.contains(where: todoTests.contains))
    }
  }

  /// The test module hunted with, e.g. `Exercise05Tests`.
  public let module: String
  /// The one testing library whose tests were hunted with, or `nil` for the tests of both.
  public let library: TestingLibrary?
  /// The run with no bug switched on.
  public let reference: TestRunOutcome
  /// Each planted bug with its run; empty when the reference run did not pass.
  public var runs: [BugRun]
  /// Tests whose outcome changed between runs with no bug planted.
  public let flaky: [FlakyTest]
  /// Assertions that fired after their test had ended, in any run.
  public let leaks: [LeakingAssertion]
  /// Tests that failed with a bug's number set and no bug planted (the decoy runs): they read
  /// the number, not the code, and credit nothing.
  public let failsEitherWay: [String]

  /// Creates the report of a hunt with the tests of `module` (only those of `library`, if given).
  public init(
    module: String, library: TestingLibrary? = nil, reference: TestRunOutcome, runs: [BugRun],
    flaky: [FlakyTest] = [], leaks: [LeakingAssertion] = [], failsEitherWay: [String] = []
  ) {
    self.module = module
    self.library = library
    self.reference = reference
    self.runs = runs
    self.flaky = flaky
    self.leaks = leaks
    self.failsEitherWay = failsEitherWay
  }

  /// The step's number (`05`), read from the module name.
  public var step: String? { StepModules(module: module)?.number }

  /// The catchable bugs whose run passed: the learner's tests did not notice them.
  public var missed: [PlantedBug] {
    runs.filter { $0.bug.isCatchable && !$0.isCaught }.map(\.bug)
  }

  /// Whether the tests pass with no bug planted, every time, catch every catchable bug, no
  /// assertion fires after its test has ended, and no test fails with a bug's number alone.
  public var isSuccess: Bool {
    reference == .passed && missed.isEmpty && flaky.isEmpty && leaks.isEmpty
      && failsEitherWay.isEmpty
  }

  /// The report as the learner reads it: a headline, then one line per bug. Its sentences are in
  /// the language of `Localizer.shared` (English in a test process, the learner's in the CLI).
  public var text: String { lines.joined(separator: "\n") }

  /// The headline, then one line per bug (a failure may span lines when the run with no bug
  /// planted failed), then each flaky test and each leaking assertion.
  public var lines: [String] { lines(quotingFailures: true) }

  /// The report as lines; without `quotingFailures`, the failures of the learner's tests with
  /// no bug planted are only pointed at, for a report that shows those tests already.
  public func lines(quotingFailures: Bool) -> [String] {
    let findings =
      flaky.map(\.text) + leaks.map(\.text)
      + failsEitherWay.map { test in
        localized(
          """
          \(test) fails whether or not a bug is planted: it failed with a bug's number set and \
          no bug planted, so it reads the number, not your code, and credits no bug.
          """)
      }
    if reference != .passed {
      return referenceFailureLines(quotingFailures: quotingFailures) + findings
    }
    let catchable = runs.filter { $0.bug.isCatchable }
    let stillMissed = missed.map { localized("bug \($0.number)") }.joined(
      separator: localized(", "))
    let (caught, total) = (catchable.count - missed.count, catchable.count)
    let headline = localized(self.headline(caught: caught, of: total, stillMissed: stillMissed))
    return [headline] + runs.map(line) + findings
  }

  /// The line the table opens with when every bug a test can catch is caught, to be put in a
  /// language: `6 of 6 planted bugs caught.`
  public var allCaughtHeadline: LocalizableText {
    let total = runs.filter { $0.bug.isCatchable }.count
    return headline(caught: total, of: total, stillMissed: "")
  }

  /// The table's first line: how many bugs were caught, and which were missed.
  private func headline(caught: Int, of total: Int, stillMissed: String) -> LocalizableText {
    switch (library?.displayName, stillMissed.isEmpty) {
    case (nil, true):
      return localizable("\(caught) of \(total) planted bugs caught.")
    case (nil, false):
      return localizable("\(caught) of \(total) planted bugs caught; still missed: \(stillMissed).")
    case let (name?, true):
      return localizable("\(caught) of \(total) planted bugs caught by your \(name) tests.")
    case let (name?, false):
      return localizable(
        """
        \(caught) of \(total) planted bugs caught by your \(name) tests; still missed: \
        \(stillMissed).
        """)
    }
  }

  /// The command that prints the hint of `bug`.
  func hintCommand(for bug: PlantedBug) -> String {
    ["swift run workshop hint", step, "--bug \(bug.number)"].compactMap { $0 }.joined(
      separator: " ")
  }

  private func line(for run: BugRun) -> String {
    let bug = run.bug
    switch (bug.uncatchableBecause, run.isCaught) {
    case let (reason?, false):
      return "  –  "
        + localized("bug \(bug.number): \(bug.summary) — not expected here: \(reason)")
    case (_, true):
      let caughtBy = run.caughtBy.joined(separator: ", ")
      return "  ✓  "
        + localized(
          "bug \(bug.number): \(bug.summary)\(note(for: run.outcome)) — caught by \(caughtBy)")
    case (nil, false):
      if case let .couldNotRun(reason) = run.outcome {
        return "  ✗  " + localized("bug \(bug.number): could not run (\(reason))")
      }
      let (caughtBy, todoTests) = (
        run.caughtBy.joined(separator: ", "), run.todoTests.joined(separator: ", ")
      )
      let sometimes = run.failedOnlySometimes.joined(separator: ", ")
      let todos = bug.todos.map { "TODO(\($0))" }.joined(separator: localized(" or "))
      let seen =
        !run.caughtBy.isEmpty
        ? localized(
          "\(todoTests), your test for \(todos), still passes with it (only \(caughtBy) fails)")
        : !run.failedOnlySometimes.isEmpty
          ? localized(
            """
            \(sometimes) failed with it in some runs and passed in others (beside your other \
            tests but not alone, say), so it catches it only by chance
            """)
          : bug.todos.isEmpty
            ? localized("your tests still pass with it")
            : run.todoTests.isEmpty
              ? localized(
                "your tests still pass with it; it is for your test of \(todos) to notice")
              : localized(
                "your tests still pass with it, \(todoTests), your test for \(todos), included")
      let observed =
        run.caughtBy.isEmpty && run.failedOnlySometimes.isEmpty
        ? localized("\(seen); \(reach(of: run))") : seen
      return "  ✗  "
        + localized(
          """
          bug \(bug.number): \(bug.summary) — missed: \(observed). `\(hintCommand(for: bug))` \
          gives a hint.
          """)
    }
  }

  /// Whether the learner's tests ran the bug's broken code, and which did, run alone.
  private func reach(of run: BugRun) -> String {
    guard run.reachedTheBug else { return localized("none of your tests runs the code it breaks") }
    guard !run.reachedBy.isEmpty else {
      return localized("the broken code runs in your tests without a failure")
    }
    return localized(
      "the broken code runs in \(run.reachedBy.joined(separator: ", ")) without a failure")
  }

  private func note(for outcome: TestRunOutcome) -> String {
    switch outcome {
    case let .crashed(signal):
      return localized(
        " (your tests crashed on it, signal \(signal): a failing assertion would say more)")
    case let .timedOut(seconds):
      return localized(" (your tests hung for \(seconds) s: give every wait a timeout)")
    case .passed, .failed, .couldNotRun:
      return ""
    }
  }

  private func referenceFailureLines(quotingFailures: Bool) -> [String] {
    switch reference {
    case let .failed(failures):
      guard quotingFailures else {
        return [
          localized(
            """
            \(yourTests) fail with no bug planted (the ✗ above), so they cannot judge the \
            planted bugs yet.
            """)
        ]
      }
      // NB: a failure may span lines (a state diff); every line stays indented under the headline.
      let shown = failures.prefix(8)
      let more =
        failures.count > shown.count
        ? ["  " + localized("… and \(failures.count - shown.count) more failures")] : []
      return [
        localized(
          "\(yourTests) fail with no bug planted, so they cannot judge the planted bugs yet:")
      ]
        + shown.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }
        .map { "  " + $0 } + more
    case let .crashed(signal):
      return [
        localized("\(yourTests) crash (signal \(signal)) with no bug planted; fix that first.")
      ]
    case let .timedOut(seconds):
      return [
        localized(
          """
          \(yourTests) did not finish within \(seconds) s with no bug planted; does a wait lack \
          a timeout?
          """)
      ]
    case let .couldNotRun(reason):
      return [localized("\(yourTests) could not be run against the planted bugs: \(reason)")]
    case .passed:
      return []
    }
  }

  /// "Your tests", or "Your XCTest tests" when the hunt ran one library's tests.
  private var yourTests: String {
    library.map { localized("Your \($0.displayName) tests") } ?? localized("Your tests")
  }
}

extension PlantedBugReport {
  /// Writes the report as `<module>.json` (`<module>-<library>.json` for one library's tests)
  /// into `folder`.
  /// - Throws: When the file cannot be written.
  public func write(into folder: URL) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let name = [module, library?.rawValue].compactMap { $0 }.joined(separator: "-")
    try encoder.encode(self).write(
      to: folder.appendingPathComponent("\(name).json"), options: .atomic)
  }

  /// Every report written into `folder`, by module name, a module's XCTest hunt before its Swift
  /// Testing one; a file that does not decode is skipped.
  public static func reports(in folder: URL) -> [PlantedBugReport] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let reports = files.filter { $0.hasSuffix(".json") }.compactMap { name in
      let url = folder.appendingPathComponent(name)
      return (try? Data(contentsOf: url)).flatMap { try? JSONDecoder().decode(Self.self, from: $0) }
    }
    func order(_ report: PlantedBugReport) -> Int {
      report.library.flatMap { TestingLibrary.allCases.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
    }
    return reports.sorted { ($0.module, order($0)) < ($1.module, order($1)) }
  }
}
