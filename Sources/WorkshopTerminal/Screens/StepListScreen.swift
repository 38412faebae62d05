import WorkshopCourse
import WorkshopLocalization

/// What `list` prints: every step of the track with its state, a progress bar, and the next
/// step with its lesson, the files to open and the command to run. Every line fits the
/// terminal's width: a title too long for the row is cut, a hint too long for its line goes
/// under it.
public struct StepListScreen {
  /// The course listed.
  public let course: Course
  /// The learner's progress in it.
  public let progress: CourseProgress
  /// The step to work on next; `nil` when every step is done.
  public let next: Step?

  /// A screen of `course` with `progress`, `next` the step to work on.
  public init(course: Course, progress: CourseProgress, next: Step?) {
    self.course = course
    self.progress = progress
    self.next = next
  }

  /// The screen's lines on `terminal`, at its width.
  public func lines(on terminal: Terminal) -> [String] {
    let track = course.chosenTrack(in: progress)
    let statuses = course.trackStatuses(with: progress)
    let done = statuses.filter { $0.state == .done }.count
    let languages = lessonLanguages()
    let shared = Set(statuses.map { languages[$0.step.id] ?? "" })
    // NB: where every lesson reads in the same languages, the header says them once.
    let sharedLanguages = shared.count == 1 ? shared.first.flatMap { $0.isEmpty ? nil : $0 } : nil
    var lines = [
      terminal.style(localized("Workshop"), .bold) + " · "
        + (track.map {
          localized("track \($0.name) · \($0.steps.count) of \(course.steps.count) steps")
        } ?? localized("\(course.steps.count) steps"))
        + (sharedLanguages.map { " · " + localized("lessons: \($0)") } ?? ""),
      "",
    ]
    let languageWidth =
      sharedLanguages == nil ? (languages.values.map(displayWidth).max() ?? 0) : 0
    let stateWidth = statuses.map { displayWidth($0.state.label) }.max() ?? 0
    // NB: a row fits the terminal: a title too long for what is left is cut.
    let room = terminal.width - 8 - stateWidth - (languageWidth == 0 ? 2 : languageWidth + 4)
    let width = min(room, statuses.map { displayWidth($0.step.localizedTitle) }.max() ?? 0)
    for status in statuses {
      let title = padded(cut(status.step.localizedTitle, toWidth: width), toWidth: width)
      let inLanguages =
        languageWidth == 0
        ? ""
        : terminal.style(padded(languages[status.step.id] ?? "", toWidth: languageWidth), .dim)
          + "  "
      lines.append(
        "  \(Self.symbol(status.state, terminal)) \(status.step.number)  \(title)  \(inLanguages)"
          + terminal.style(status.state.label, Self.color(status.state)))
    }
    lines += [
      "",
      "  " + Terminal.progressBar(done: done, total: statuses.count) + " "
        + localized("\(done) of \(statuses.count) done"),
      "",
    ]
    guard let next else {
      let waiting = statuses.filter { $0.state == .unavailable }.count
      let message =
        waiting == 0
        ? track.map { localized("Every step of the \($0.name) track is done. Well done!") }
          ?? localized("Every step is done. Well done!")
        : localized(
          "Every available step is done; \(waiting) more are on their way (`git pull` later).")
      return lines
        + terminal.wrapping(message, indent: "").map {
          waiting == 0 ? terminal.style($0, .green, .bold) : $0
        }
    }
    return lines + nextLines(next, on: terminal)
  }

  /// The languages each lesson can be read in (`en zh-Hans ko fr`), for steps that have an
  /// up-to-date translation, by step id; none when no lesson is translated.
  private func lessonLanguages() -> [String: String] {
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
  private func nextLines(_ step: Step, on terminal: Terminal) -> [String] {
    let files = StepFiles(root: course.root, folder: step.exercisePath)
    let todoFiles = scanTodos(in: files.learnerFiles, root: course.root).map(\.file)
    let edit = files.learnerFiles.filter { todoFiles.isEmpty || todoFiles.contains($0) }
    let labels = [localized("Read"), localized("Edit"), localized("Check")]
    let labelWidth = (labels.map(displayWidth).max() ?? 0) + 2
    func label(_ text: String) -> String { "  " + padded(text, toWidth: labelWidth) }
    var lines = [
      terminal.style(localized("Next: \(step.heading)"), .bold),
      label(labels[0]) + terminal.style("\(Context.invocation) show \(step.number)", .cyan),
    ]
    lines += edit.enumerated().map { index, file in
      (index == 0 ? label(labels[1]) : label("")) + file
    }
    let command = "\(Context.invocation) check \(step.number)"
    let watch = localized("(or `watch \(step.number)` to check on every save)")
    // NB: where the two do not fit on one line, the second goes under the command.
    let fits = displayWidth(label(labels[2]) + command + "  " + watch) <= terminal.width
    lines.append(label(labels[2]) + terminal.style(command, .cyan) + (fits ? "  " + watch : ""))
    if !fits { lines.append(label("") + watch) }
    return lines
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
