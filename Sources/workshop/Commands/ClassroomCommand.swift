import WorkshopCore
import WorkshopGrading
import WorkshopLocalization

/// `workshop classroom`: prints the GitHub Classroom autograding workflow for the chosen track.
enum ClassroomCommand: Command {
  static let spec = CommandSpec(
    name: "classroom",
    abstract: "Print the GitHub Classroom autograding workflow, one test a step.",
    options: [
      OptionSpec(
        name: "track", valueName: "name",
        help: "Grade this track's steps (default: the track you chose, else every step)."),
      OptionSpec(name: "points", valueName: "n", help: "Points for each step (default 10)."),
    ],
    discussion: """
      Save it as .github/workflows/classroom.yml in the assignment repository. Each step is one \
      test, `swift run workshop check NN`, with its points and a time limit. \
      Docs/classroom/classroom.yml is this for every step.
      """)

  static func run(_ arguments: ParsedArguments, _ context: Context) throws -> ExitCode {
    let course = try context.course()
    let track =
      try arguments.options["track"].map { try course.track(named: $0, command: spec.name) }
      ?? course.chosenTrack(in: context.progress(of: course))
    var workflow = ClassroomWorkflow(steps: track?.steps ?? course.steps, track: track?.name)
    if let text = arguments.options["points"] {
      guard let points = Int(text), points > 0 else {
        throw UsageError(
          localized("--points takes a positive whole number, not '\(text)'."), command: spec.name)
      }
      workflow.points = points
    }
    context.terminal.write(workflow.text)
    return .success
  }
}
