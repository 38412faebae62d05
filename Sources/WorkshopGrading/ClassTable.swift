import Foundation
import WorkshopLocalization

/// The room at a glance: learners × steps, from the reports they handed in
/// (`report --format json`).
///
/// A cell is `✓` done, `✗` failing, `·` not started, `~` changed since done, `-` not available,
/// empty for a step off the learner's track; `3/4` after it counts the planted bugs caught.
public struct ClassTable: Sendable {
  /// Each learner's name with their report.
  public let reports: [(name: String, report: LearnerReport)]

  /// A table of `reports`, each named by its learner or, without one, by `fallbackName`.
  public init(reports: [(fallbackName: String, report: LearnerReport)]) {
    self.reports = reports.map { ($0.report.learner ?? $0.fallbackName, $0.report) }
  }

  /// The step numbers of every report, in order.
  public var stepNumbers: [String] {
    Set(reports.flatMap { $0.report.steps.map(\.number) }).sorted()
  }

  /// The table, with a legend and a row counting who is done with each step.
  public func lines(markdown: Bool) -> [String] {
    let numbers = stepNumbers
    let header = [localized("Learner")] + numbers + [localized("Done")]
    var rows = reports.map { name, report in
      [name]
        + numbers.map { number in
          report.steps.first { $0.number == number }.map(cell) ?? ""
        } + ["\(report.doneCount)/\(report.trackSteps.count)"]
    }
    rows.append(
      [localized("Done")]
        + numbers.map { number in
          let done = reports.filter { _, report in
            report.steps.contains { $0.number == number && $0.state == "done" }
          }
          return "\(done.count)"
        } + [""])
    let legend = localized(
      """
      ✓ done  ✗ failing  · not started  ~ changed since done  - not available  \
      (blank: not on the learner's track)  n/m: planted bugs caught
      """)
    if markdown {
      return markdownTable(header: header, rows: rows.map { $0.map(markdownCell) }) + ["", legend]
    }
    return textTable(header: header, rows: rows) + ["", legend]
  }

  private func cell(_ step: LearnerReport.StepLine) -> String {
    guard step.inTrack else { return "" }
    let symbol: String
    switch step.state {
    case "done": symbol = "✓"
    case "failing": symbol = "✗"
    case "changed_since_done", "changed_since_failing": symbol = "~"
    case "unavailable": symbol = "-"
    default: symbol = "·"
    }
    guard let caught = step.bugsCaught, let expected = step.bugsExpected, expected > 0 else {
      return symbol
    }
    return symbol + "\(caught)/\(expected)"
  }
}
