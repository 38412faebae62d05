import WorkshopCourse

/// What `swift run workshop check NN` printed for each step solved with its reference solution,
/// recorded from real runs (Docs/maintainers/docs.md says how) and shown beside the tutorial's
/// "Check your work".
enum CheckRuns {
  /// The recorded runs, relative to the course root: `NN.txt` a step.
  static let folder = "Sources/WorkshopTutorial/CheckRuns"

  /// The lines step `step`'s recorded run printed.
  /// - Throws: `CourseError` when the step has no recorded run.
  static func output(of step: Step, in course: Course) throws -> [String] {
    let path = "\(folder)/\(step.number).txt"
    guard let output = try? String(contentsOf: course.url(path), encoding: .utf8) else {
      throw CourseError(
        "\(path) is missing: the tutorial shows what a passing check of step \(step.number) "
          + "prints. Record it as Docs/maintainers/docs.md says.")
    }
    return trimmed(output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
  }

  /// `lines` as a terminal `width` columns wide (the code panel's) shows them: a longer line
  /// goes on in the next, after its last space or `.` within the width, indented under its
  /// text.
  static func wrapped(_ lines: [String], width: Int = ListingWidth.characters) -> [String] {
    lines.flatMap { line -> [String] in
      var rest = Substring(line)
      var result: [String] = []
      let indent = String(repeating: " ", count: line.prefix { $0 == " " }.count + 4)
      while rest.count > width {
        let window = rest.prefix(width)
        guard let cut = window.lastIndex(where: { $0 == " " || $0 == "." }),
          cut > window.startIndex
        else { break }
        let end = rest[cut] == "." ? rest.index(after: cut) : cut
        result.append(String(rest[..<end]))
        rest = Substring(indent) + rest[end...].drop { $0 == " " }
      }
      return result + [String(rest)]
    }
  }
}
