import Foundation
import WorkshopCourse
import WorkshopLocalization

/// The room at a glance: learners × steps, from the reports they handed in
/// (`report --format json`).
///
/// A cell is `✓` done, `✗` failing, `·` not started, `~` changed since done, `-` not available,
/// empty for a step off the learner's track; `3/4` after it counts the planted bugs caught. A
/// step the report calls done while its own counts say otherwise (checks that did not pass, bugs
/// missed, more or fewer bugs than the step has) is `!`, counts as not done, and a line under
/// the table says why. Each row ends with the learner's steps done of their track and when the
/// report was made; the last row counts, for each step, the learners done of those who have it
/// on their track.
public struct ClassTable: Sendable {
  /// One learner's row.
  public struct Row: Sendable {
    /// The name the row shows: the learner's, made printable, with the file's name when
    /// another report names the same learner.
    public let label: String
    /// The file the report came from.
    public let path: String
    /// The report.
    public let report: LearnerReport
  }

  /// A name that more than one report gives, with those reports' files.
  public struct SharedName: Sendable, Equatable {
    /// The name, printable.
    public let name: String
    /// The files that give it.
    public let paths: [String]
  }

  /// The widest a name is shown, in terminal columns; longer ones are cut with `…`.
  static let nameColumns = 32

  /// The rows, in the order of the reports.
  public let rows: [Row]
  /// The names given by more than one report: their rows show their files' names too.
  public let sharedNames: [SharedName]
  /// The planted bugs a test can catch, by step number, as the course has them; empty outside a
  /// course.
  public var bugsByStep: [String: Int] = [:]

  /// A table of `reports`, each named by its learner or, without one, by its file's name.
  public init(reports: [(path: String, report: LearnerReport)]) {
    let names = reports.map { path, report in
      printable(report.learner ?? Self.fileStem(path), maxColumns: Self.nameColumns)
    }
    var pathsByName: [String: [String]] = [:]
    for (name, report) in zip(names, reports) { pathsByName[name, default: []].append(report.path) }
    let shared = Set(pathsByName.filter { $0.value.count > 1 }.keys)
    let fileNames = reports.map { URL(fileURLWithPath: $0.path).lastPathComponent }
    let ambiguousFileNames = Set(
      Dictionary(grouping: fileNames, by: { $0 }).filter { $0.value.count > 1 }.keys)
    rows = zip(names, zip(reports, fileNames)).map { name, pair in
      let ((path, report), fileName) = pair
      guard shared.contains(name) else { return Row(label: name, path: path, report: report) }
      let file = ambiguousFileNames.contains(fileName) ? path : fileName
      return Row(label: "\(name) (\(printable(file)))", path: path, report: report)
    }
    sharedNames = names.enumerated().compactMap { index, name in
      guard shared.contains(name), names.firstIndex(of: name) == index else { return nil }
      return SharedName(name: name, paths: pathsByName[name] ?? [])
    }
  }

  private static func fileStem(_ path: String) -> String {
    URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
  }

  /// The step numbers of every report, in order.
  var stepNumbers: [String] {
    Set(rows.flatMap { $0.report.steps.map(\.number) }).sorted()
  }

  /// The table, with a legend and a row counting who is done with each step.
  public func lines(markdown: Bool) -> [String] {
    let numbers = stepNumbers
    let header = [localized("Learner")] + numbers + [localized("Done"), localized("Made (UTC)")]
    let done = { (report: LearnerReport) in
      report.trackSteps.filter { $0.state == StepState.done.key && doubt(about: $0) == nil }
    }
    var table = rows.map { row in
      [row.label]
        + numbers.map { number in
          row.report.steps.first { $0.number == number }.map(cell) ?? ""
        }
        + [
          "\(done(row.report).count)/\(row.report.trackSteps.count)",
          reportDate(row.report.generatedAt),
        ]
    }
    let finished = rows.filter { done($0.report).count == $0.report.trackSteps.count }
    table.append(
      [localized("Done")]
        + numbers.map { number in
          let lines = rows.compactMap { row in
            row.report.steps.first { $0.number == number && $0.inTrack }
          }
          let doneLines = lines.filter { $0.state == StepState.done.key && doubt(about: $0) == nil }
          return "\(doneLines.count)/\(lines.count)"
        } + ["\(finished.count)/\(rows.count)", ""])
    let legend = localized(
      """
      ✓ done  ✗ failing  · not started  ~ changed since done  - not available  \
      (blank: not on the learner's track)  n/m: planted bugs caught  ! done, but its own \
      counts deny it (below)
      """)
    let totals = localized(
      "Last row: learners done with the step, of those who have it on their track.")
    let doubts = rows.flatMap { row in
      row.report.trackSteps.compactMap { step in
        doubt(about: step).map {
          localized("\(row.label): \(step.number) is called done, but \($0).")
        }
      }
    }
    let below = doubts.isEmpty ? [] : [""] + doubts
    if markdown {
      return markdownTable(header: header, rows: table.map { $0.map(markdownCell) })
        + ["", legend, totals] + below
    }
    return textTable(header: header, rows: table) + ["", legend, totals] + below
  }

  /// Why the report's own counts deny that `step` is done, when it says it is; `nil` when they
  /// agree or it says otherwise.
  func doubt(about step: LearnerReport.StepLine) -> String? {
    guard step.state == StepState.done.key else { return nil }
    guard let passed = step.checksPassed, let total = step.checksTotal, total > 0 else {
      return localized("it names no checks that passed")
    }
    if passed < total { return localized("only \(passed) of its \(total) checks passed") }
    if let bugs = bugsByStep[step.number], bugs > 0, step.bugsExpected != bugs {
      return localized(
        "it counts \(step.bugsExpected ?? 0) planted bugs where the step has \(bugs)")
    }
    if let caught = step.bugsCaught, let expected = step.bugsExpected, caught < expected {
      return localized("its tests caught \(caught) of its \(expected) planted bugs")
    }
    return nil
  }

  private func cell(_ step: LearnerReport.StepLine) -> String {
    guard step.inTrack else { return "" }
    let symbol: String
    switch step.state {
    case "done": symbol = doubt(about: step) == nil ? "✓" : "!"
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
