import Foundation
import WorkshopClassroom
import WorkshopCourse
import WorkshopLocalization
import WorkshopTerminal

/// `workshop report`: every step's state, checks passed, bugs caught and when it was first
/// done, as a table, Markdown or JSON; what a learner hands in.
enum ReportCommand: Command {
  static let spec = CommandSpec(
    name: "report",
    abstract: "Show your progress on every step, to hand in or paste into an issue.",
    options: [
      OptionSpec(
        name: "format", valueName: "format",
        help: "text (default), markdown, or json (what `workshop class` reads)."),
      OptionSpec(
        name: "name", valueName: "name",
        help: "Your name in the report (default: git's user.name, else the --output file's name)."),
      OptionSpec(name: "output", valueName: "file", help: "Write the report to this file."),
      OptionSpec(
        name: "times",
        help: "Add how long each done step took you, from its first check to green (json)."),
    ],
    discussion: """
      Counts come from your last check of each step; check a step again to bring its line up to \
      date. With a track chosen (`workshop track`), the table shows its steps; the JSON has \
      every step, each saying whether it is on the track \
      (Docs/schemas/learner-report.schema.json).

      Each check is recorded on this machine only. With --times, the JSON also says how many \
      minutes each done step took from its first check to its first green one, so that your \
      instructor can plan from real times; without it, no time is shared.
      """)

  static func run(_ arguments: ParsedArguments, _ context: Context) throws -> ExitCode {
    let course = try context.course()
    let format = try ResultFormat.named(
      arguments.options["format"], allowed: [.text, .markdown, .json], command: spec.name)
    let output = arguments.options["output"]
    // NB: a blank --name is no name: the defaults apply.
    let given = arguments.options["name"].flatMap {
      $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? nil : $0
    }
    let learner =
      given ?? gitUserName(in: course)
      ?? output.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent }
    let report = LearnerReport(
      course: course, progress: context.progress(of: course), learner: learner,
      times: arguments.has("times"))
    // NB: the text fits the terminal's width; Markdown and JSON are read by other programs.
    let document =
      switch format {
      case .json: try jsonText(report)
      case .markdown: report.markdownLines().joined(separator: "\n") + "\n"
      default: report.lines(width: context.terminal.width).joined(separator: "\n") + "\n"
      }
    if let output {
      try CheckCommand.write(document, to: output, in: course)
      context.terminal.print(localized("Wrote the report to \(output)."))
    } else {
      context.terminal.write(document)
    }
    return .success
  }

  /// git's `user.name`, if git is there and has one.
  static func gitUserName(in course: Course) -> String? {
    guard let git = try? Git(root: course.root),
      let result = try? git.run(["config", "user.name"]), result.termination == .exited(0)
    else { return nil }
    let name = result.output.trimmingCharacters(in: .whitespacesAndNewlines)
    return name.isEmpty ? nil : name
  }
}
