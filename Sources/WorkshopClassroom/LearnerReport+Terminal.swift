import WorkshopLocalization

extension LearnerReport {
  /// The report for a terminal `width` columns wide, every line within it, in the learner's
  /// language: a table of the steps where it fits with their titles whole; else two lines a step, its
  /// number and title, then its state, checks, bugs caught and when it was first done, each
  /// named.
  public func lines(width: Int) -> [String] {
    let steps = table(width: width) ?? stacked(width: width)
    return folded(heading, width: width) + [""] + steps + [""] + folded(footer, width: width)
  }

  /// The table, or `nil` where it is wider than `width`.
  private func table(width: Int) -> [String]? {
    let lines = textTable(header: columnNames, rows: rows)
    return lines.allSatisfy { displayWidth($0) <= width } ? lines : nil
  }

  /// Each step as its number and title (cut with `…` where too long), then, under the title,
  /// what was checked, each value named and kept whole on its line where it fits.
  private func stacked(width: Int) -> [String] {
    let numberWidth = trackSteps.map { displayWidth($0.number) }.max() ?? 0
    let indent = String(repeating: " ", count: numberWidth + 2)
    return trackSteps.flatMap { step -> [String] in
      var facts = [stateLabel(step.state)]
      if let checks = fraction(step.checksPassed, step.checksTotal).nonEmpty {
        facts.append(localized("checks \(checks)"))
      }
      if let caught = bugs(step).nonEmpty { facts.append(localized("bugs caught \(caught)")) }
      if let date = step.firstDoneAt { facts.append(localized("first done \(reportDate(date))")) }
      let room = width - indent.count
      let title = cut(localizedTitle(step), toWidth: room)
      let heading = padded(step.number, toWidth: numberWidth) + "  " + title
      return [heading] + packed(facts, width: room).map { indent + $0 }
    }
  }
}

/// `pieces` joined by ` · ` into as few lines of `width` columns as they fit: a piece goes
/// whole on the next line where the last has no room for it, and only a piece wider than a line
/// is wrapped.
///
/// ```swift
/// packed(["done", "checks 5/5", "bugs caught 4/4"], width: 20)
/// // ["done · checks 5/5", "bugs caught 4/4"]
/// ```
func packed(_ pieces: [String], width: Int) -> [String] {
  pieces.reduce(into: []) { lines, piece in
    if let last = lines.last, displayWidth(last + " · " + piece) <= width {
      lines[lines.count - 1] = last + " · " + piece
    } else {
      lines += wrapped(piece, width: width)
    }
  }
}

extension String {
  /// The string, or `nil` when it is empty.
  fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}
