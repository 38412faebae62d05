import Foundation
import WorkshopClassroom
import WorkshopCourse
import WorkshopLocalization
import WorkshopTerminal

/// `workshop class <reports or folders…>`: the room at a glance, learners × steps, from the
/// reports learners handed in.
enum ClassCommand: Command {
  static let spec = CommandSpec(
    name: "class",
    abstract: "Show a table of learners × steps from their `report --format json` files.",
    arguments: [
      ArgumentSpec(
        name: "reports",
        help:
          """
          Report files (`report --format json`), or folders of them, e.g. the classroom workflow's \
          artifacts as `gh run download` leaves them.
          """,
        isOptional: false, isRepeated: true)
    ],
    options: [
      OptionSpec(name: "markdown", help: "Print the table as Markdown."),
      OptionSpec(
        name: "times",
        help:
          """
          Print each step's minutes from first check to green instead, from the reports that share \
          them (`report --times`).
          """),
    ],
    discussion: """
      Collect the files in a shared folder (`swift run workshop report --format json --output \
      /shared/<name>.json`) or from the classroom workflow's artifacts, and give the folder: \
      every .json file in it, and in the folders under it, is read. A learner without a name \
      in their report is named after the file; two reports that give one name show their file \
      names too, and a warning says so. Reports are checked against \
      Docs/schemas/learner-report.schema.json (and, inside a course, against its steps) before \
      they count: a file that is not a report, breaks a rule, or is larger than 1 MB is named \
      on standard error with the reason and left out; the command then exits 1.
      """)

  static func run(_ arguments: ParsedArguments, _ context: Context) throws -> ExitCode {
    let paths = arguments.values(of: "reports")
    let terminal = context.terminal
    let course = try? context.course()
    let handedIn = HandedInReports(paths: paths, course: course)
    for rejected in handedIn.rejected {
      terminal.printError(terminal.style("error: ", .red) + rejected.reason)
    }
    guard !handedIn.accepted.isEmpty else {
      guard !handedIn.rejected.isEmpty else {
        let given = paths.map { printable($0) }.joined(separator: ", ")
        throw CourseError(localized("No report file (.json) is in \(given)."))
      }
      throw CourseError(
        localized("None of the \(handedIn.rejected.count) report files could be read."))
    }
    if arguments.has("times") {
      for line in ClassTimes(reports: handedIn.accepted.map(\.report)).lines {
        terminal.print(line)
      }
      return handedIn.rejected.isEmpty ? .success : .failure
    }
    var table = ClassTable(reports: handedIn.accepted.map { ($0.path, $0.report) })
    for step in course?.steps ?? [] {
      table.bugsByStep[step.number] =
        (try? course?.plantedBugs(of: step))?.filter(\.isCatchable)
        .count
    }
    for shared in table.sharedNames {
      let files = shared.paths.map { URL(fileURLWithPath: $0).lastPathComponent }
        .map { printable($0) }.joined(separator: ", ")
      terminal.printError(
        terminal.style("warning: ", .yellow)
          + localized(
            """
            \(shared.paths.count) reports name their learner '\(shared.name)' (\(files)); \
            their rows show the file names. `report --name` gives each learner a name of their \
            own.
            """))
    }
    for line in table.lines(markdown: arguments.has("markdown")) { terminal.print(line) }
    return handedIn.rejected.isEmpty ? .success : .failure
  }
}
