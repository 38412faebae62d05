import WorkshopCore

/// The table of Docs/TEACHING.md's "How long each step takes", made from the course's data:
/// words, tasks and planted bugs counted in each step, the checks and times measured
/// (`CheckTimes`), the learner's estimate (`CourseFacts.estimatedMinutes(of:)`) and the tracks
/// of the manifest. The document holds it between `begin` and `end`; `verify` compares.
public struct TeachingTable {
  /// The course's facts.
  public let facts: CourseFacts
  /// The measured checks and times.
  public let times: CheckTimes

  /// The table of `facts` with `times`.
  public init(facts: CourseFacts, times: CheckTimes) {
    self.facts = facts
    self.times = times
  }

  /// The line before the table.
  public static let begin =
    "<!-- teaching-table:begin (generated from the course's data and \(CheckTimes.path)) -->"
  /// The line after the table.
  public static let end = "<!-- teaching-table:end -->"

  /// The table in Markdown.
  public var markdown: String {
    let header = [
      "| Step | Words | TODOs | Bugs | Checks | First check | Check when solved "
        + "| Learner (estimate) | Tracks |",
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
    ]
    let rows = facts.course.steps.map { step -> String in
      let measured = times.steps[step.number]
      let cells = [
        step.number, "\(facts.words(of: step))", "\(facts.todos(of: step))",
        "\(facts.catchableBugs(of: step))", measured.map { "\($0.checks)" } ?? "–",
        measured.map { "\($0.first) s" } ?? "–", measured.map { "\($0.solved) s" } ?? "–",
        "~\(facts.estimatedMinutes(of: step)) min",
        step.tracks.isEmpty ? "–" : step.tracks.joined(separator: ", "),
      ]
      return "| " + cells.joined(separator: " | ") + " |"
    }
    return (header + rows).joined(separator: "\n")
  }

  /// Where the table in `document` (Docs/TEACHING.md's text) differs from this one: the line of
  /// its first differing row and the table it should be; nothing when it is the same.
  public func problems(in document: String, path: String) -> [String] {
    let lines = document.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let start = lines.firstIndex(of: Self.begin),
      let end = lines[start...].firstIndex(of: Self.end)
    else {
      return ["\(path) has no `\(Self.begin)` … `\(Self.end)` around its table of steps"]
    }
    let shown = Array(lines[(start + 1)..<end])
    let expected = markdown.split(separator: "\n").map(String.init)
    guard shown != expected else { return [] }
    let first =
      zip(shown, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(shown.count, expected.count)
    return [
      "\(path):\(start + 2 + first): the table of steps is not the course's; it should read:\n"
        + markdown
    ]
  }
}
