import Foundation
import WorkshopCore
import WorkshopGrading
import WorkshopLocalization

/// `workshop class <report files…>`: the room at a glance, learners × steps, from the reports
/// learners handed in.
enum ClassCommand: Command {
  static let spec = CommandSpec(
    name: "class",
    abstract: "Show a table of learners × steps from their `report --format json` files.",
    arguments: [
      ArgumentSpec(
        name: "reports", help: "Report files (`report --format json`), one per learner.",
        isOptional: false, isRepeated: true)
    ],
    options: [OptionSpec(name: "markdown", help: "Print the table as Markdown.")],
    discussion: """
      Collect the files in a shared folder (`swift run workshop report --format json --output \
      /shared/<name>.json`) or from the classroom workflow's artifacts. A learner without a \
      name in their report is named after the file. A file that cannot be read is named on \
      standard error and left out; the command then exits 1.
      """)

  static func run(_ arguments: ParsedArguments, _ context: Context) throws -> ExitCode {
    let paths = (arguments.arguments["reports"] ?? "").split(separator: "\n").map(String.init)
    var reports: [(fallbackName: String, report: LearnerReport)] = []
    var unreadable = 0
    for path in paths {
      let url = URL(fileURLWithPath: path)
      do {
        reports.append(
          (url.deletingPathExtension().lastPathComponent, try LearnerReport(contentsOf: url)))
      } catch {
        unreadable += 1
        context.terminal.printError(
          context.terminal.style("error: ", .red) + readableDescription(of: error))
      }
    }
    guard !reports.isEmpty else {
      throw CourseError(localized("None of the \(paths.count) report files could be read."))
    }
    let table = ClassTable(reports: reports)
    for line in table.lines(markdown: arguments.has("markdown")) { context.terminal.print(line) }
    return unreadable == 0 ? .success : .failure
  }
}
