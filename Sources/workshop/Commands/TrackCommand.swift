import WorkshopCourse
import WorkshopLocalization
import WorkshopTerminal

/// `workshop track [name]`: lists the tracks, or chooses one that `list`, `Next:`, `report` and
/// `classroom` then follow; kept in the progress file.
enum TrackCommand: Command {
  static let spec = CommandSpec(
    name: "track",
    abstract: "Choose a track, a shorter path through the steps (or list them).",
    arguments: [
      ArgumentSpec(
        name: "name", help: "The track to follow, or `all` for every step. Default: list them.",
        isOptional: true)
    ],
    discussion: """
      A track is the set of steps a shorter class takes, as Exercises/steps.json names it. Once \
      chosen, `list` shows its steps, `Next:` moves along it and `report` counts it. Every step \
      still works with `show`, `check` and the others. `track all` goes back to every step.
      """)

  static func run(_ arguments: ParsedArguments, _ context: Context) throws -> ExitCode {
    let course = try context.course()
    let terminal = context.terminal
    guard let name = arguments.arguments["name"] else {
      let chosen = course.chosenTrack(in: context.progress(of: course))?.name
      let rows =
        course.tracks.map { ($0.name, localized("\($0.steps.count) steps: \($0.numbers)")) }
        + [(Course.wholeCourse, localized("\(course.steps.count) steps: every step"))]
      let width = rows.map { displayWidth($0.0) }.max() ?? 0
      for (track, steps) in rows {
        let isChosen = track == (chosen ?? Course.wholeCourse)
        terminal.printWrapped(
          (isChosen ? terminal.style("▸", .green) : " ") + " "
            + padded(track, toWidth: width) + "  " + steps)
      }
      terminal.print()
      terminal.printWrapped(localized("Choose one with `\(Context.invocation) track <name>`."))
      return .success
    }
    let track = try course.track(named: name, command: spec.name)
    try context.saveProgress(of: course) { $0.track = track?.name }
    if let track {
      terminal.printWrapped(
        localized(
          """
          You now follow the \(track.name) track: \(track.steps.count) steps \
          (\(track.numbers)).
          """))
    } else {
      terminal.printWrapped(localized("You now follow every step (\(course.steps.count))."))
    }
    if let next = context.nextStep(in: course) {
      terminal.printWrapped(
        localized("Next: \(next.heading) · `\(Context.invocation) show \(next.number)`"))
    }
    return .success
  }
}
