import Foundation
import WorkshopCore
import WorkshopLocalization

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
      context.terminal.print(
        localized("Every step is done. `\(Context.invocation) list` shows them all."))
      return .success
    }
    try context.requireAvailable(step, in: course)
    let terminal = context.terminal
    let files = StepFiles(root: course.root, folder: step.exercisePath)
    let lesson = try course.lesson(of: step)

    if let lesson {
      terminal.print(renderMarkdown(lesson.textWithoutHints, on: terminal))
    } else {
      terminal.print(terminal.style(step.heading, .bold))
      terminal.print(localized("(This step has no README.md yet.)"))
    }

    terminal.print()
    terminal.print(terminal.style(localized("Files"), .bold))
    for file in files.appFiles { terminal.print("  " + file) }
    for file in files.testFiles {
      terminal.print("  " + file + terminal.style("  " + localized("(your tests)"), .dim))
    }

    let todos = scanTodos(in: files.learnerFiles, root: course.root)
    let record = context.progress(of: course).record(for: step)
    let isDone =
      stepState(record: record, currentHash: course.exerciseHash(step), isAvailable: true) == .done
    terminal.print()
    if todos.isEmpty {
      terminal.print(
        terminal.style(localized("No TODOs left."), .green) + " "
          + localized("Check your work with `\(Context.invocation) check \(step.number)`."))
    } else {
      // NB: the markers stay in the code once a task is done; they are signposts then.
      terminal.print(
        isDone
          ? terminal.style(localized("TODOs"), .bold)
            + terminal.style("  " + localized("(this step is done)"), .green)
          : terminal.style(localized("Open TODOs"), .bold))
      for todo in todos {
        terminal.print(
          "  " + terminal.style("TODO(\(todo.number))", .yellow)
            + "  \(todo.location)  \(todo.text)")
        // NB: the comment stays English; the task's translated hint heading goes beside it.
        if let task = translatedTask(todo.number, in: lesson) {
          terminal.print("             " + terminal.style(task, .dim))
        }
      }
    }

    // NB: hints and planted bugs stay behind a command, as in rustlings and exercism: each
    // gives an answer away, so the learner asks for one at a time.
    let hints = lesson?.hints.count ?? 0
    let shown = min(hints, record.hintsShown)
    let bugs = lesson?.plantedBugs.count ?? 0
    terminal.print()
    if hints > 0 {
      terminal.print(
        localized(
          "Hints: \(hints) (\(shown) shown) · `\(Context.invocation) hint \(step.number)`"))
    }
    if bugs > 0 {
      terminal.print(
        localized(
          """
          Planted bugs your tests must catch: \(bugs) · `\(Context.invocation) hint \
          \(step.number) --bug <n>` describes one
          """
        ))
    }
    terminal.print(localized("Check: `\(Context.invocation) check \(step.number)`"))
    return .success
  }

  /// The heading of task `number`'s hints after `TODO(n)` (`TODO(2) · Écrire le test` gives
  /// `Écrire le test`), when the lesson is not in English.
  static func translatedTask(_ number: Int, in lesson: Lesson?) -> String? {
    guard Localizer.shared.current != .english,
      let heading = lesson?.todoHints.first(where: { $0.todo == number })?.heading,
      let marker = heading.range(of: "TODO(\(number))")
    else { return nil }
    let rest = heading[marker.upperBound...].drop { " ·:-—–".contains($0) }
    return rest.isEmpty ? nil : String(rest)
  }
}
