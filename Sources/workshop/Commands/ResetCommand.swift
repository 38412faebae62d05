import Foundation
import WorkshopCourse
import WorkshopLocalization
import WorkshopTerminal

/// `workshop reset N` / `reset --all`: restores exercise files as shipped, after saving the
/// learner's version in `.workshop/backups/<time>/NN-Name/`.
enum ResetCommand: Command {
  static let spec = CommandSpec(
    name: "reset",
    abstract: "Restore a step's exercise files as shipped, after backing up yours.",
    arguments: [ArgumentSpec(name: "step", help: stepArgument.help, isOptional: true)],
    options: [OptionSpec(name: "all", help: "Reset every step.")],
    discussion: """
      "As shipped" is the content at the commit your clone was at when you first ran the \
      workshop (recorded in .workshop/baseline), so your own commits do not count as shipped. \
      Your version is copied to .workshop/backups/<time>/NN-Name/ before anything is replaced, \
      and the step's progress is cleared. Needs git.
      """)

  static func run(_ arguments: ParsedArguments, _ context: Context) throws -> ExitCode {
    let course = try context.course()
    let steps: [Step]
    switch (arguments.arguments["step"], arguments.has("all")) {
    case (let name?, false): steps = [try course.step(named: name, command: spec.name)]
    case (nil, true): steps = course.steps.filter(course.isAvailable)
    case (_?, true):
      throw UsageError(
        localized(
          "Name one step or pass --all, not both."), command: spec.name)
    case (nil, false):
      throw UsageError(localized("Name the step to reset, or pass --all."), command: spec.name)
    }
    for step in steps { try context.requireAvailable(step, in: course) }
    let terminal = context.terminal
    let git = try Git(root: course.root)
    let (baseline, note) = try Baseline.resolve(git: git)
    if let note { terminal.printWrapped(terminal.style(note, .yellow)) }
    terminal.printWrapped(
      localized("Restoring from commit \(baseline.prefix(10)), the version you started with."))

    let outcomes = try ExerciseReset(course: course, git: git, baseline: baseline).reset(steps)
    var restored: [Step] = []
    for (step, outcome) in outcomes {
      switch outcome {
      case .restored(let backup):
        restored.append(step)
        terminal.printWrapped(
          "  " + terminal.style("↺", .yellow)
            + " " + localized("\(step.exercisePath) restored; your version is in \(backup)"))
      case .unchanged:
        terminal.printWrapped(
          "  = " + localized("\(step.exercisePath) was already as shipped; nothing to do"))
      }
    }
    if !restored.isEmpty {
      context.updateProgress(of: course) { progress in
        for step in restored {
          progress.update(step) {
            $0.lastResult = nil
            $0.passedHash = nil
            $0.checkedAt = nil
          }
        }
      }
    }
    return .success
  }
}
