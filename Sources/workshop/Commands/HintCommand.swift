import WorkshopCourse
import WorkshopLocalization
import WorkshopReaders
import WorkshopTerminal

/// `workshop hint [N]`: the next hint each time it is asked. Task hints come first (the bullets
/// of the step's HINTS.md, a `## TODO(n)` section a task), then the planted bugs, one at a time.
enum HintCommand: Command {
  static let spec = CommandSpec(
    name: "hint",
    abstract: "Show the next hint for a step; ask again for the one after.",
    arguments: [optionalStepArgument],
    options: [
      OptionSpec(
        name: "bug", valueName: "n",
        help: "Describe planted bug n and how a test notices it: the bug a check says you missed.")
    ],
    discussion: """
      Hints go from gentle to specific, task by task; after the last task's hints come the \
      planted bugs your tests should catch. Once all are shown, all are listed again. \
      `--bug n` goes straight to planted bug n and leaves the hint count as it is.
      """)

  static func run(_ arguments: ParsedArguments, _ context: Context) throws -> ExitCode {
    let course = try context.course()
    guard let step = try context.step(arguments.arguments["step"], in: course, command: spec.name)
    else {
      context.terminal.printWrapped(localized("Every step is done; no hints needed."))
      return .success
    }
    try context.requireAvailable(step, in: course)
    let terminal = context.terminal
    let lesson = try course.lesson(of: step)
    if let bug = arguments.options["bug"] {
      return try printPlantedBug(bug, of: step, lesson: lesson, terminal: context.terminal)
    }
    let hints = lesson?.hints ?? []
    guard !hints.isEmpty else {
      terminal.printWrapped(localized("The lesson of step \(step.number) has no hints."))
      return .success
    }

    var shown = min(context.progress(of: course).record(for: step).hintsShown, hints.count)
    // NB: the hint is shown even when the count cannot be saved; the run then fails after it.
    var notSaved: Error?
    if shown < hints.count {
      // NB: the hint is claimed under the progress file's lock, so that hints asked for at once
      // each show and count the next one.
      do {
        try context.saveProgress(of: course) { progress in
          progress.update(step) { record in
            shown = min(record.hintsShown, hints.count)
            if shown < hints.count { record.hintsShown = shown + 1 }
          }
        }
      } catch {
        notSaved = error
      }
    }
    guard shown < hints.count else {
      terminal.printWrapped(
        terminal.style(localized("All \(hints.count) hints of step \(step.number):"), .bold))
      for (index, hint) in hints.enumerated() {
        terminal.print()
        printHint(hint, number: index + 1, of: hints.count, terminal: terminal)
      }
      return .success
    }

    printHint(hints[shown], number: shown + 1, of: hints.count, terminal: terminal)
    if let notSaved { throw notSaved }
    let left = hints.count - shown - 1
    terminal.print()
    terminal.printWrapped(
      left == 0
        ? terminal.style(localized("That was the last hint."), .dim)
        : terminal.style(
          localized("\(left) more: run `\(Context.invocation) hint \(step.number)` again."), .dim))
    return .success
  }

  /// `hint N --bug n`: that planted bug's summary and hint, whatever the hint count.
  static func printPlantedBug(_ word: String, of step: Step, lesson: Lesson?, terminal: Terminal)
    throws -> ExitCode
  {
    let bugs = lesson?.plantedBugs ?? []
    guard !bugs.isEmpty else {
      throw UsageError(localized("Step \(step.number) has no planted bugs."), command: spec.name)
    }
    guard let number = Int(word), let index = bugs.firstIndex(where: { $0.number == number })
    else {
      let known = bugs.compactMap(\.number).map(String.init).joined(separator: ", ")
      throw UsageError(
        localized("Step \(step.number) has no planted bug '\(word)'; its bugs are \(known)."),
        command: spec.name)
    }
    printHint(
      bugs[index], title: localized("Step \(step.number) · \(bugs[index].heading)"),
      terminal: terminal)
    return .success
  }

  static func printHint(_ hint: Hint, number: Int, of total: Int, terminal: Terminal) {
    printHint(
      hint, title: localized("Hint \(number) of \(total) · \(hint.heading)"), terminal: terminal)
  }

  /// Prints `title`, then the hint laid out two columns in: each of its lines a paragraph of
  /// its own (a planted bug's summary, then how a test notices it), a code block whole.
  static func printHint(_ hint: Hint, title: String, terminal: Terminal) {
    terminal.printWrapped(terminal.style(title, .bold, .yellow))
    let renderer = MarkdownRenderer(terminal: terminal, width: terminal.width - 2)
    for piece in paragraphs(of: hint.text) {
      for line in renderer.render(piece) { terminal.print(line.isEmpty ? "" : "  " + line) }
    }
  }

  /// Each line of `text` on its own, except a fenced code block, which stays whole.
  static func paragraphs(of text: String) -> [String] {
    let document = MarkdownDocument(text)
    var pieces: [String] = []
    var index = 0
    while index < document.lines.count {
      let code = document.codeBlocks.first { $0.range.lowerBound == index }
      let end = code?.range.upperBound ?? index + 1
      pieces.append(document.lines[index..<end].joined(separator: "\n"))
      index = end
    }
    return pieces
  }
}
