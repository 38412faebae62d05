import WorkshopCourse
import WorkshopLocalization

/// What `show` prints for a step: its lesson without the hints, laid out for the terminal; its
/// files; the TODOs in them, each text whole and wrapped; and how many hints and planted bugs
/// wait behind `hint`. Every line fits the terminal's width, except a word wider than it.
public struct LessonScreen {
  /// The step shown.
  public let step: Step
  /// Its lesson, in the learner's language; `nil` when the step has no README.md.
  public let lesson: Lesson?
  /// Its files, as the learner's folder has them.
  public let files: StepFiles
  /// The TODO markers in the learner's files.
  public let todos: [TodoMarker]
  /// How many hints the learner has seen.
  public let hintsShown: Int
  /// Whether the step is done, so that its TODOs are signposts rather than work.
  public let isDone: Bool
  /// How the learner runs the CLI, for the commands the screen suggests.
  public let invocation: String
  /// The step's questions, from the course root, in the learner's language where translated.
  public let questions: String?

  /// A screen of `step`.
  public init(
    step: Step, lesson: Lesson?, files: StepFiles, todos: [TodoMarker], hintsShown: Int,
    isDone: Bool, invocation: String, questions: String? = nil
  ) {
    self.step = step
    self.lesson = lesson
    self.files = files
    self.todos = todos
    self.hintsShown = hintsShown
    self.isDone = isDone
    self.invocation = invocation
    self.questions = questions
  }

  /// The screen's lines on `terminal`, at its width.
  public func lines(on terminal: Terminal) -> [String] {
    var lines: [String] = []
    if let lesson {
      lines += MarkdownRenderer(terminal: terminal).render(lesson.textWithoutHints)
    } else {
      lines += [
        terminal.style(step.heading, .bold), localized("(This step has no README.md yet.)"),
      ]
    }
    lines += ["", terminal.style(localized("Files"), .bold)]
    lines += files.appFiles.map { "  " + $0 }
    lines += files.testFiles.map {
      "  " + $0 + terminal.style("  " + localized("(your tests)"), .dim)
    }
    lines += [""] + todoLines(on: terminal)
    lines += [""] + pointerLines(on: terminal)
    return lines
  }

  private func todoLines(on terminal: Terminal) -> [String] {
    guard !todos.isEmpty else {
      return terminal.wrapping(
        terminal.style(localized("No TODOs left."), .green) + sentenceSpace
          + localized("Check your work with `\(invocation) check \(step.number)`."), indent: "")
    }
    // NB: the markers stay in the code once a task is done; they are signposts then.
    var lines = [
      isDone
        ? terminal.style(localized("TODOs"), .bold)
          + terminal.style("  " + localized("(this step is done)"), .green)
        : terminal.style(localized("Open TODOs"), .bold)
    ]
    let under = "           "
    // NB: the comment stays English in the file; a translated lesson's task says it instead.
    let tasks = lesson?.translatedTasks ?? [:]
    var shown: Set<Int> = []
    for todo in todos {
      lines.append("  " + terminal.style("TODO(\(todo.number))", .yellow) + "  \(todo.location)")
      // NB: a translated task stands for all of its markers (one in each case of a switch, say):
      // once, under the first, its list kept one item a line.
      if let task = tasks[todo.number] {
        guard shown.insert(todo.number).inserted else { continue }
        lines += task.components(separatedBy: "\n").flatMap { line in
          let hanging = under + (line.hasPrefix("- ") ? "  " : "")
          return terminal.wrapping(line, indent: under, hanging: hanging)
        }
        continue
      }
      lines += terminal.wrapping(todo.text, indent: under)
      if let task = translatedTask(todo.number) {
        lines += terminal.wrapping(task, indent: under).map { terminal.style($0, .dim) }
      }
    }
    return lines
  }

  // NB: hints and planted bugs stay behind a command, as in rustlings and exercism: each gives
  // an answer away, so the learner asks for one at a time.
  private func pointerLines(on terminal: Terminal) -> [String] {
    let hints = lesson?.hints.count ?? 0
    let bugs = lesson?.bugsToCatch ?? 0
    var texts: [String] = []
    if hints > 0 {
      texts.append(
        localized(
          "Hints: \(hints) (\(min(hints, hintsShown)) shown) · `\(invocation) hint \(step.number)`"
        ))
    }
    if bugs > 0 {
      texts.append(
        localized(
          """
          Planted bugs your tests must catch: \(bugs) · `\(invocation) hint \(step.number) \
          --bug <n>` describes one
          """
        ))
    }
    texts.append(localized("Check: `\(invocation) check \(step.number)`"))
    if let questions {
      texts.append(localized("Questions on what you learnt, with their answers: \(questions)"))
    }
    return texts.flatMap { terminal.wrapping($0, indent: "", hanging: "  ") }
  }

  /// The heading of task `number`'s hints after `TODO(n)` (`TODO(2) · Écrire le test` gives
  /// `Écrire le test`), when the lesson is not in English.
  func translatedTask(_ number: Int) -> String? {
    guard Localizer.shared.current != .english,
      let heading = lesson?.todoHints.first(where: { $0.todo == number })?.heading,
      let marker = heading.range(of: "TODO(\(number))")
    else { return nil }
    let rest = heading[marker.upperBound...].drop { " ·:-—–".contains($0) }
    return rest.isEmpty ? nil : String(rest)
  }
}
