import Foundation
import WorkshopLocalization
import WorkshopReaders

extension LearnerReport {
  /// The report as Markdown, to paste into an issue, in the learner's language (titles too,
  /// where translated).
  public func markdownLines() -> [String] {
    ["## \(heading)", ""]
      + markdownTable(header: columnNames, rows: rows.map { $0.map(markdownCell) })
      + ["", footer]
  }

  /// What the report is about: whose, which steps, how many done.
  var heading: String {
    // NB: a name is the learner's text: printable (no line break makes a row), and none if blank.
    let name = learner.flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 }
    let who = name.map { " · " + printable($0, maxColumns: ClassTable.nameColumns) } ?? ""
    let trackName = track.map { localized("track \($0)") } ?? localized("every step")
    return localized(
      "Workshop report\(who) · \(trackName) · \(doneCount) of \(trackSteps.count) done")
  }

  /// When and how the report was made.
  var footer: String {
    localized("Made \(reportDate(generatedAt)) UTC with `swift run workshop report`.")
  }

  /// The table's header.
  var columnNames: [String] {
    [
      localized("Step"), localized("Title"), localized("State"), localized("Checks"),
      localized("Bugs caught"), localized("First done"),
    ]
  }

  /// The table's rows: each step's number, title, state, checks, bugs caught and first done.
  var rows: [[String]] {
    trackSteps.map { step in
      [
        step.number, localizedTitle(step), stateLabel(step.state),
        fraction(step.checksPassed, step.checksTotal), bugs(step),
        step.firstDoneAt.map(reportDate) ?? "",
      ]
    }
  }

  /// The step's title in the learner's language, where translated.
  func localizedTitle(_ step: StepLine) -> String {
    Localizer.shared.stepTitle(id: step.id, english: step.title)
  }

  /// `3/4`: the planted bugs caught of those expected; empty before the first check.
  func bugs(_ step: StepLine) -> String {
    guard let caught = step.bugsCaught else { return "" }
    return step.bugsExpected.map { "\(caught)/\($0)" } ?? "\(caught)"
  }
}

/// A report's state key (`changed_since_done`) in words, as the table shows it.
func stateLabel(_ key: String) -> String {
  switch key {
  case "done": return localized("done")
  case "failing": return localized("failing")
  case "not_started": return localized("not started")
  case "changed_since_done": return localized("changed since done")
  case "changed_since_failing": return localized("changed since failing")
  case "unavailable": return localized("unavailable")
  default: return key.replacingOccurrences(of: "_", with: " ")
  }
}

/// `5/6`; empty without both numbers.
func fraction(_ part: Int?, _ whole: Int?) -> String {
  guard let part, let whole else { return "" }
  return "\(part)/\(whole)"
}

/// `2026-11-25 13:20`, in UTC.
func reportDate(_ date: Date) -> String {
  let formatter = DateFormatter()
  formatter.locale = Locale(identifier: "en_US_POSIX")
  formatter.timeZone = TimeZone(identifier: "UTC")
  formatter.dateFormat = "yyyy-MM-dd HH:mm"
  return formatter.string(from: date)
}

/// Rows under a header, in columns padded to their widest cell (in terminal columns: a Chinese
/// or Korean character takes two), two spaces apart.
func textTable(header: [String], rows: [[String]]) -> [String] {
  let all = [header] + rows
  let widths = header.indices.map { column in all.map { displayWidth($0[column]) }.max() ?? 0 }
  return all.map { row in
    trailingSpacesRemoved(
      row.indices.map { column in
        column == row.count - 1 ? row[column] : padded(row[column], toWidth: widths[column])
      }.joined(separator: "  "))
  }
}

/// A Markdown table.
func markdownTable(header: [String], rows: [[String]]) -> [String] {
  let line = { (cells: [String]) in "| " + cells.joined(separator: " | ") + " |" }
  return [line(header), line(header.map { _ in "---" })] + rows.map(line)
}

/// `text` safe inside a Markdown table cell.
func markdownCell(_ text: String) -> String {
  text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "<", with: "&lt;")
}
