import WorkshopCourse
import WorkshopTerminal

/// `workshop list` (and plain `workshop`): every step with its state, a progress bar, and the
/// next step with the files to open and the command to run.
enum ListCommand: Command {
  static let spec = CommandSpec(
    name: "list",
    abstract: "List every step with its state, and say what to do next. (The default command.)",
    options: [
      OptionSpec(name: "markdown", help: "Print the table of steps for the README instead.")
    ],
    discussion: """
      A step is done when its checks passed and its files have not changed since; edit a done \
      step and it asks to be checked again. With a track chosen (`workshop track`), only its \
      steps are listed.
      """)

  static func run(_ arguments: ParsedArguments, _ context: Context) throws -> ExitCode {
    let course = try context.course()
    let terminal = context.terminal
    if arguments.has("markdown") {
      terminal.print(markdownStepTable(course.steps))
      return .success
    }
    let screen = StepListScreen(
      course: course, progress: context.progress(of: course), next: context.nextStep(in: course))
    for line in screen.lines(on: terminal) { terminal.print(line) }
    return .success
  }
}
