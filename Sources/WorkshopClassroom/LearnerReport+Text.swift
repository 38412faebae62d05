import Foundation
import WorkshopLocalization
import WorkshopReaders

extension LearnerReport {
  /// The report as a table for the terminal, or as Markdown to paste into an issue, in the
  /// learner's language (titles too, where translated).
  public func lines(markdown: Bool) -> [String] {
    // NB: a name is the learner's text: printable (no line break makes a row), and none if blank.
    let name = learner.flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 }
    let who = name.map { " · " + printable($0, maxColumns: ClassTable.nameColumns) } ?? ""
    let trackName = track.map { localized("track \($0)") } ?? localized("every step")
    let heading =
      localized("Workshop report\(who) · \(trackName) · \(doneCount) of \(trackSteps.count) done")
    let header = [
      localized("Step"), localized("Title"), localized("State"), localized("Checks"),
      localized("Bugs caught"), localized("First done"),
    ]
    let rows = trackSteps.map { step in
      [
        step.number, Localizer.shared.stepTitle(id: step.id, english: step.title),
        stateLabel(step.state), fraction(step.checksPassed, step.checksTotal), bugs(step),
        step.firstDoneAt.map(reportDate) ?? "",
      ]
    }
    let footer = localized("Made \(reportDate(generatedAt)) UTC with `swift run workshop report`.")
    if markdown {
      let escapedRows = rows.map { $0.map(markdownCell) }
      return ["## \(heading)", ""]
        + markdownTable(header: header, rows: escapedRows) + ["", footer]
    }
    return [heading, ""] + textTable(header: header, rows: rows) + ["", footer]
  }

  private func bugs(_ step: StepLine) -> String {
    guard let caught = step.bugsCaught else { return "" }
    return step.bugsExpected.map { "\(caught)/\($0)" } ?? "\(caught)"
  }
}

/// A report's state key (`changed_since_done`) in words, as the table shows it.
private func stateLabel(_ key: String) -> String {
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

private func fraction(_ part: Int?, _ whole: Int?) -> String {
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
