import Foundation
import WorkshopCourse
import WorkshopLocalization
import WorkshopTerminal

/// `workshop show [N]`: the lesson in the terminal (without its hints), the step's files, and
/// the TODOs still open in them.
enum ShowCommand: Command {
  static let spec = CommandSpec(
    name: "show",
    abstract: "Show a step's lesson, its files and the TODOs still open in them.",
    arguments: [optionalStepArgument],
    discussion: "The hints are left out; `hint` reveals them one at a time.")

  static func run(_ arguments: ParsedArguments, _ context: Context) throws -> ExitCode {
    let course = try context.course()
    guard let step = try context.step(arguments.arguments["step"], in: course, command: spec.name)
    else {
      context.terminal.printWrapped(
        localized("Every step is done. `\(Context.invocation) list` shows them all."))
      return .success
    }
    try context.requireAvailable(step, in: course)
    let files = StepFiles(root: course.root, folder: step.exercisePath)
    let record = context.progress(of: course).record(for: step)
    let screen = LessonScreen(
      step: step, lesson: try course.lesson(of: step), files: files,
      todos: scanTodos(in: files.learnerFiles, root: course.root),
      hintsShown: record.hintsShown,
      isDone: stepState(
        record: record, currentHash: course.exerciseHash(step), isAvailable: true) == .done,
      invocation: Context.invocation, questions: course.questions(of: step))
    for line in screen.lines(on: context.terminal) { context.terminal.print(line) }
    return .success
  }
}
