/// The verdict on a learner's tests: do they pass on the reference, and which bugs do they catch?
public struct PlantedBugReport: Equatable, Sendable {
  /// The run against the reference behaviour, with no bug switched on.
  public let reference: TestRunOutcome
  /// Each planted bug with the run that had it switched on.
  public let runs: [(bug: PlantedBug, outcome: TestRunOutcome)]

  /// The step's number (`05`), for the command that describes a missed bug.
  public let step: String?

  /// Creates a report of step `step` from the reference run and one run per bug.
  public init(
    reference: TestRunOutcome, runs: [(bug: PlantedBug, outcome: TestRunOutcome)],
    step: String? = nil
  ) {
    self.reference = reference
    self.runs = runs
    self.step = step
  }

  /// The catchable bugs whose run passed: the learner's tests did not notice them.
  public var missed: [PlantedBug] {
    runs.filter { $0.bug.isCatchable && !$0.outcome.catchesBug }.map(\.bug)
  }

  /// Whether the tests pass on the reference and catch every catchable bug.
  public var isSuccess: Bool { reference == .passed && missed.isEmpty }

  /// The report as the learner reads it: a headline, then one line per bug.
  public var text: String {
    if reference != .passed { return referenceFailureText }
    let catchable = runs.filter { $0.bug.isCatchable }
    var lines = [
      "\(catchable.count - missed.count) of \(catchable.count) planted bugs caught"
        + (missed.isEmpty ? "." : "; still missed: " + missed.map { "bug \($0.number)" }.joined(separator: ", ") + ".")
    ]
    for (bug, outcome) in runs {
      lines.append(line(for: bug, outcome: outcome))
    }
    return lines.joined(separator: "\n")
  }

  private func line(for bug: PlantedBug, outcome: TestRunOutcome) -> String {
    switch (bug.uncatchableBecause, outcome.catchesBug) {
    case let (reason?, false):
      return "  –  bug \(bug.number): \(bug.summary) — not expected here: \(reason)"
    case (_?, true), (nil, true):
      return "  ✓  bug \(bug.number): \(bug.summary)\(note(for: outcome))"
    case (nil, false):
      if case let .couldNotRun(reason) = outcome { return "  ✗  bug \(bug.number): could not run (\(reason))" }
      let command = ["swift run workshop hint", step, "--bug \(bug.number)"].compactMap { $0 }
        .joined(separator: " ")
      return "  ✗  bug \(bug.number): missed — your tests still pass with it. `\(command)` describes it."
    }
  }

  private func note(for outcome: TestRunOutcome) -> String {
    switch outcome {
    case let .crashed(signal):
      return " (your tests crashed on it, signal \(signal): a failing assertion would say more)"
    case let .timedOut(seconds):
      return " (your tests hung for \(seconds) s: give every wait a timeout)"
    case .passed, .failed, .couldNotRun:
      return ""
    }
  }

  private var referenceFailureText: String {
    switch reference {
    case let .failed(failures):
      // NB: a failure may span lines (a state diff); every line stays indented under the headline.
      return (["Your tests fail against the reference code, so they cannot judge the planted bugs yet:"]
        + failures.prefix(8).map { "  " + $0.replacingOccurrences(of: "\n", with: "\n  ") })
        .joined(separator: "\n")
    case let .crashed(signal):
      return "Your tests crash (signal \(signal)) against the reference code; fix that first."
    case let .timedOut(seconds):
      return "Your tests did not finish within \(seconds) s against the reference code; does a wait lack a timeout?"
    case let .couldNotRun(reason):
      return "Your tests could not be run against the planted bugs: \(reason)"
    case .passed:
      return ""
    }
  }

  /// Reports are equal when their outcomes are, bug by bug.
  public static func == (lhs: PlantedBugReport, rhs: PlantedBugReport) -> Bool {
    lhs.reference == rhs.reference && lhs.step == rhs.step
      && lhs.runs.map(\.bug) == rhs.runs.map(\.bug)
      && lhs.runs.map(\.outcome) == rhs.runs.map(\.outcome)
  }
}
