import Foundation
import WorkshopCore

/// `workshop hint [N]`: the next hint each time it is asked. Task hints come first (the bullets
/// under `## Hints`, `### TODO(n)`), then the planted bugs, one at a time.
enum HintCommand: Command {
  static let spec = CommandSpec(
    name: "hint",
    abstract: "Show the next hint for a step; ask again for the one after.",
    arguments: [optionalStepArgument],
    discussion: """
      Hints go from gentle to specific, task by task; after the last task's hints come the \
      planted bugs your tests should catch. Once all are shown, all are listed again.
      """)

  static func run(_ arguments: ParsedArguments, _ context: Context) throws -> ExitCode {
    let course = try context.course()
    guard let step = try context.step(arguments.arguments["step"], in: course, command: spec.name)
    else {
      context.terminal.print("Every step is done; no hints needed.")
      return .success
    }
    try context.requireAvailable(step, in: course)
    let terminal = context.terminal
    let lesson = StepFiles(root: course.root, folder: step.exercisePath).lesson
      .flatMap { try? String(contentsOf: course.url($0), encoding: .utf8) }
      .map(Lesson.init(markdown:))
    let hints = lesson?.hints ?? []
    guard !hints.isEmpty else {
      terminal.print("The lesson of step \(step.number) has no hints.")
      return .success
    }

    let shown = min(context.progress(of: course).record(for: step).hintsShown, hints.count)
    guard shown < hints.count else {
      terminal.print(terminal.style("All \(hints.count) hints of step \(step.number):", .bold))
      for (index, hint) in hints.enumerated() {
        terminal.print()
        printHint(hint, number: index + 1, of: hints.count, terminal: terminal)
      }
      return .success
    }

    printHint(hints[shown], number: shown + 1, of: hints.count, terminal: terminal)
    context.updateProgress(of: course) { progress in
      progress.update(step) { $0.hintsShown = shown + 1 }
    }
    let left = hints.count - shown - 1
    terminal.print()
    terminal.print(
      left == 0
        ? terminal.style("That was the last hint.", .dim)
        : terminal.style(
          "\(left) more: run `\(Context.invocation) hint \(step.number)` again.", .dim))
    return .success
  }

  static func printHint(_ hint: Hint, number: Int, of total: Int, terminal: Terminal) {
    terminal.print(terminal.style("Hint \(number) of \(total) · \(hint.heading)", .bold, .yellow))
    for line in hint.text.split(separator: "\n", omittingEmptySubsequences: false) {
      terminal.print("  " + renderMarkdown(String(line), on: terminal))
    }
  }
}
