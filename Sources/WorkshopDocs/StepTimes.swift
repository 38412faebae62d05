import Foundation
import WorkshopCore

/// How long each step takes a learner, in minutes, as the instructors' guide records it: the
/// table of `Docs/TEACHING.md` with a `Step` column and a `Learner …` column (a measured one
/// before an estimate). The tutorial's `@Tutorial(time:)` is read from it, never typed twice.
struct StepTimes {
  /// The guide, relative to the course root.
  static let source = "Docs/TEACHING.md"

  /// Minutes by step number (`"08"`).
  let minutes: [String: Int]

  /// Reads the table from `markdown`; empty when it has none.
  init(markdown: String) {
    let rows = markdown.split(separator: "\n").map(String.init).filter { $0.hasPrefix("|") }
      .map(cells)
    guard let header = rows.first(where: { $0.first == "Step" }),
      let column = header.firstIndex(where: { $0.hasPrefix("Learner") && $0.contains("measured") })
        ?? header.firstIndex(where: { $0.hasPrefix("Learner") })
    else {
      minutes = [:]
      return
    }
    var minutes: [String: Int] = [:]
    for row in rows where row.count > column && row[0].allSatisfy(\.isNumber) {
      if let value = Self.minutes(in: row[column]) { minutes[row[0]] = value }
    }
    self.minutes = minutes
  }

  /// Reads the guide of `course`.
  /// - Throws: `CourseError` when a step of the course has no time in it.
  init(course: Course, steps: [Step]) throws {
    let text = (try? String(contentsOf: course.url(Self.source), encoding: .utf8)) ?? ""
    self.init(markdown: text)
    let missing = steps.map(\.number).filter { minutes[$0] == nil }
    guard missing.isEmpty else {
      throw CourseError(
        "\(Self.source) has no learner time for step \(missing.joined(separator: ", ")): the "
          + "tutorial reads each step's time from its table (a `Step` column and a `Learner` "
          + "column, e.g. `~40 min` or `1 h 10 min`).")
    }
  }

  /// `~40 min` → 40, `1 h 10 min` → 70, `2 h` → 120; `nil` without a number.
  static func minutes(in cell: String) -> Int? {
    let numbers = cell.components(separatedBy: CharacterSet.decimalDigits.inverted)
      .compactMap { Int($0) }
    guard let first = numbers.first else { return nil }
    let hasHours = cell.range(of: #"\d\s*h\b"#, options: .regularExpression) != nil
    return hasHours ? first * 60 + (numbers.dropFirst().first ?? 0) : first
  }
}

private func cells(_ row: String) -> [String] {
  row.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
    .map { $0.trimmingCharacters(in: .whitespaces) }
}
