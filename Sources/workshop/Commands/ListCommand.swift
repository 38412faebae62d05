import WorkshopCourse
import WorkshopJudge
import WorkshopLocalization
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
    let progress = context.progress(of: course)
    let track = course.chosenTrack(in: progress)
    let statuses = course.trackStatuses(with: progress)
    let done = statuses.filter { $0.state == .done }.count

    terminal.print(
      terminal.style(localized("Workshop"), .bold) + " · "
        + (track.map {
          localized("track \($0.name) · \($0.steps.count) of \(course.steps.count) steps")
        } ?? localized("\(course.steps.count) steps")))
    terminal.print()
    let width = statuses.map { displayWidth($0.step.localizedTitle) }.max() ?? 0
    let languages = lessonLanguages(of: course)
    let languageWidth = languages.values.map(displayWidth).max() ?? 0
    for status in statuses {
      let title = padded(status.step.localizedTitle, toWidth: width)
      // NB: the column appears once the course has translations.
      let inLanguages =
        languageWidth == 0
        ? ""
        : terminal.style(padded(languages[status.step.id] ?? "", toWidth: languageWidth), .dim)
          + "  "
      terminal.print(
        "  \(symbol(status.state, terminal)) \(status.step.number)  \(title)  \(inLanguages)"
          + terminal.style(status.state.label, color(status.state)))
    }
    terminal.print()
    terminal.print(
      "  " + Terminal.progressBar(done: done, total: statuses.count) + " "
        + localized("\(done) of \(statuses.count) done"))
    terminal.print()

    guard let next = context.nextStep(in: course) else {
      let waiting = statuses.filter { $0.state == .unavailable }.count
      terminal.print(
        waiting == 0
          ? terminal.style(
            track.map { localized("Every step of the \($0.name) track is done. Well done!") }
              ?? localized("Every step is done. Well done!"), .green, .bold)
          : localized(
            "Every available step is done; \(waiting) more are on their way (`git pull` later)."))
      return .success
    }
    printNext(next, course: course, context: context)
    return .success
  }

  /// The languages each lesson can be read in (`en zh-Hans ko fr`), for steps that have an
  /// up-to-date translation, by step id; none when no lesson is translated.
  static func lessonLanguages(of course: Course) -> [String: String] {
    var languages: [String: String] = [:]
    for step in course.steps {
      guard let path = StepFiles(root: course.root, folder: step.exercisePath).lesson,
        let english = try? String(contentsOf: course.url(path), encoding: .utf8)
      else { continue }
      let translated = Language.translations.filter {
        Localizer.shared.hasTranslation(path, english: english, in: $0, root: course.root)
      }
      if !translated.isEmpty {
        languages[step.id] = ([Language.english] + translated).map(\.code).joined(separator: " ")
      }
    }
    return languages
  }

  /// The next step: its lesson, the files with open TODOs, and the commands to run.
  static func printNext(_ step: Step, course: Course, context: Context) {
    let terminal = context.terminal
    let files = StepFiles(root: course.root, folder: step.exercisePath)
    let todoFiles = scanTodos(in: files.learnerFiles, root: course.root).map(\.file)
    let edit = files.learnerFiles.filter { todoFiles.isEmpty || todoFiles.contains($0) }
    terminal.print(terminal.style(localized("Next: \(step.heading)"), .bold))
    let labels = [localized("Read"), localized("Edit"), localized("Check")]
    let labelWidth = (labels.map(displayWidth).max() ?? 0) + 2
    func label(_ text: String) -> String { "  " + padded(text, toWidth: labelWidth) }
    terminal.print(
      label(labels[0]) + terminal.style("\(Context.invocation) show \(step.number)", .cyan))
    for (index, file) in edit.enumerated() {
      terminal.print((index == 0 ? label(labels[1]) : label("")) + file)
    }
    terminal.print(
      label(labels[2]) + terminal.style("\(Context.invocation) check \(step.number)", .cyan)
        + "  " + localized("(or `watch \(step.number)` to check on every save)"))
  }

  static func symbol(_ state: StepState, _ terminal: Terminal) -> String {
    switch state {
    case .done: return terminal.style("✓", .green)
    case .failing: return terminal.style("✗", .red)
    case .changedSinceDone, .changedSinceFailing: return terminal.style("~", .yellow)
    case .notStarted: return "·"
    case .unavailable: return terminal.style("-", .dim)
    }
  }

  static func color(_ state: StepState) -> Terminal.Style {
    switch state {
    case .done: return .green
    case .failing: return .red
    case .changedSinceDone, .changedSinceFailing: return .yellow
    case .notStarted, .unavailable: return .dim
    }
  }
}
