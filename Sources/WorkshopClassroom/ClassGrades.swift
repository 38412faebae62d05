import WorkshopLocalization

/// The grades of a class, as `classroom --grade` prints them (learners × steps, points earned,
/// then what each grade should say besides) and as CSV for a gradebook: one row a learner, with
/// their points by step, their total and the files restored before grading.
public struct ClassGrades: Sendable {
  /// The grades, in the order of the learners' names.
  public let grades: [RepositoryGrade]
  /// Each step's points, in order.
  let stepPoints: [(number: String, points: Int)]

  /// The table of `grades`, each step worth what `points` gives its parts.
  public init(grades: [RepositoryGrade], points: GradingPoints) {
    self.grades = grades.sorted { $0.learner < $1.learner }
    var steps: [(number: String, points: Int)] = []
    for part in points.parts {
      if let index = steps.firstIndex(where: { $0.number == part.step.number }) {
        steps[index].points += part.points
      } else {
        steps.append((part.step.number, part.points))
      }
    }
    stepPoints = steps
  }

  /// The table, then one line a note.
  public var lines: [String] {
    let header = [localized("Learner")] + stepPoints.map(\.number) + [localized("Total")]
    let rows =
      grades.map { grade in
        [printable(grade.learner, maxColumns: ClassTable.nameColumns)]
          + stepPoints.map { "\(grade.points[$0.number] ?? 0)" } + ["\(grade.total)"]
      }
      + [
        [localized("Out of")] + stepPoints.map { "\($0.points)" }
          + ["\(stepPoints.map(\.points).reduce(0, +))"]
      ]
    let notes = grades.flatMap { grade -> [String] in
      let name = printable(grade.learner, maxColumns: ClassTable.nameColumns)
      let restored =
        grade.restored.isEmpty
        ? []
        : [
          localized(
            """
            \(name): restored from the template, as its files differ: \
            \(grade.restored.map { printable($0) }.joined(separator: ", "))
            """)
        ]
      return restored + grade.notes.map { "\(name): \(printable($0))" }
    }
    return textTable(header: header, rows: rows) + (notes.isEmpty ? [] : [""] + notes)
  }

  /// The CSV: a header, then one row a learner (RFC 4180: fields with a comma, a quote or a
  /// line break are quoted).
  public var csv: String {
    let header = ["learner"] + stepPoints.map(\.number) + ["total", "restored", "notes"]
    let rows = grades.map { grade in
      [grade.learner] + stepPoints.map { "\(grade.points[$0.number] ?? 0)" }
        + [
          "\(grade.total)", grade.restored.joined(separator: "; "),
          grade.notes.joined(separator: "; "),
        ]
    }
    return ([header] + rows).map { $0.map(Self.field).joined(separator: ",") }
      .joined(separator: "\r\n") + "\r\n"
  }

  /// `text` as one CSV field; one that a spreadsheet would read as a formula starts with `'`.
  static func field(_ text: String) -> String {
    let safe = ["=", "+", "-", "@"].contains(where: text.hasPrefix) ? "'" + text : text
    guard safe.contains(where: { ",\"\r\n".contains($0) }) else { return safe }
    return "\"" + safe.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
