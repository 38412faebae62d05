import Foundation

extension LearnerReport {
  /// The report as a table for the terminal, or as Markdown to paste into an issue.
  public func lines(markdown: Bool) -> [String] {
    let who = learner.map { " · \($0)" } ?? ""
    let trackName = track.map { "track \($0)" } ?? "every step"
    let heading = "Workshop report\(who) · \(trackName) · \(doneCount) of \(trackSteps.count) done"
    let header = ["Step", "Title", "State", "Checks", "Bugs caught", "First done"]
    let rows = trackSteps.map { step in
      [
        step.number, step.title, step.state.replacingOccurrences(of: "_", with: " "),
        fraction(step.checksPassed, step.checksTotal), bugs(step),
        step.firstDoneAt.map(reportDate) ?? "",
      ]
    }
    let footer = "Made \(reportDate(generatedAt)) UTC with `swift run workshop report`."
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

/// Rows under a header, in columns padded to their widest cell, two spaces apart.
func textTable(header: [String], rows: [[String]]) -> [String] {
  let all = [header] + rows
  let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
  return all.map { row in
    row.indices.map { column in
      column == row.count - 1
        ? row[column] : row[column].padding(toLength: widths[column], withPad: " ", startingAt: 0)
    }.joined(separator: "  ").trimmingTrailingSpaces()
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

extension String {
  func trimmingTrailingSpaces() -> String {
    String(reversed().drop { $0 == " " }.reversed())
  }
}
