import Foundation
import WorkshopCourse
import WorkshopJudge
import WorkshopReaders

/// The DocC tutorial of one step, made from its lesson, its code, its questions and a real run
/// of its checks: the lesson's lead (and its problem, when its code fits there) as the intro; a
/// first section with the problem and the idea, whose steps open each file the learner works
/// in; a section a task, titled with its goal, whose steps show the TODO, invite the reader to
/// try it, then build the answer a few lines at a time, each step saying why; a last section
/// with how to check, what the failures mean and the common mistakes, beside what a passing
/// check prints; then the questions.
///
/// A section's text opens beside its media in a narrow column, so only its first paragraph
/// goes there; the rest (code, tables, lists) follows at the page's full width.
struct StepTutorial {
  let course: Course
  let step: Step
  /// The catalog folder the tutorial goes into, relative to the course root.
  let folder: String
  /// The minutes the step takes a learner.
  let minutes: Int
  /// The goal titles of the step's tasks, when its lesson's own would be names from the code.
  var goals: [String]? = nil
  /// The reference pages the tutorial's names link to.
  var symbols = SymbolLinks(entries: [:])

  /// The name other pages link to it by (`doc:03-FileClient`).
  var name: String { step.folder }

  /// The `.tutorial` file and the code listings it shows.
  /// - Throws: `CourseError` when the step has no lesson, no valid questions, no recorded
  ///   check run, or a task without a goal title.
  func files() throws -> [GeneratedFile] {
    // NB: the English lesson itself, whatever language the terminal shows: DocC has no
    // localization, and the generated files must not depend on who generates them.
    guard let lesson = read("\(step.exercisePath)/README.md") else {
      throw CourseError("\(step.exercisePath)/README.md is missing; the tutorial is made from it.")
    }
    let questions = try self.questions()
    let run = try CheckRuns.output(of: step, in: course)
    // NB: the lesson's fact and output marks are HTML comments, for `verify`, not for readers.
    let content = LessonContent(markdown: withoutComments(lesson))
    var listings = TutorialListings(step: step, directory: directory)
    let timelines = learnerTimelines()
    let numbers = Set(content.tasks.map(\.number)).union(timelines.flatMap(\.timeline.todos))
      .sorted()
    var sections = [ideaSection(content, timelines: timelines, listings: &listings)]
    for number in numbers {
      sections.append(
        try taskSection(number, content: content, timelines: timelines, listings: &listings))
    }
    sections += referenceSection(timelines: timelines, listings: &listings)
    sections.append(checkSection(content, run: run, listings: &listings))
    let intro = DocCMarkup.directive(
      "Intro", "title: \(DocCMarkup.quoted(content.title ?? "\(step.number) · \(step.title)"))",
      DocCMarkup.text(symbols.linked(introLines(content))))
    let tutorial = DocCMarkup.directive(
      "Tutorial", "time: \(minutes)",
      DocCMarkup.paragraphs(
        [intro] + StepCaptions.unique(sections) + [Assessments.markup(for: questions)]))
    return [GeneratedFile(path: "\(directory)/\(name).tutorial", contents: text(tutorial))]
      + listings.files
  }

  private var directory: String { "\(folder)/\(step.folder)" }

  /// The step's questions, from `QUESTIONS.md` beside its lesson.
  /// - Throws: `CourseError` when the file is missing or breaks a rule.
  func questions() throws -> StepQuestions {
    let path = "\(step.exercisePath)/\(StepQuestions.fileName)"
    guard let markdown = read(path) else {
      throw CourseError(
        "\(path) is missing: the tutorial asks the questions written there (see "
          + "README's \"Read it as a DocC tutorial\").")
    }
    let questions = StepQuestions(markdown: markdown)
    guard questions.problems.isEmpty else {
      throw CourseError("\(path): " + questions.problems.joined(separator: "; ") + ".")
    }
    return questions
  }

  // MARK: - Sections

  /// The lead, then the problem when its code fits the intro's column.
  private func introLines(_ content: LessonContent) -> [String] {
    DocCMarkup.paragraphs([content.lead, problemFitsIntro(content) ? problem(content) ?? [] : []])
  }

  private func problem(_ content: LessonContent) -> [String]? {
    content.explanations.first { $0.heading.lowercased() == "the problem" }?.lines
  }

  private func problemFitsIntro(_ content: LessonContent) -> Bool {
    let code = MarkdownDocument(lines: problem(content) ?? []).codeBlocks.flatMap(\.code)
    return code.allSatisfy { $0.count <= ColumnWidths.intro }
  }

  /// The problem (when the intro could not hold it), the idea and the notes before the tasks,
  /// then a step a file to work in.
  private func ideaSection(
    _ content: LessonContent, timelines: [(file: String, timeline: FileTimeline)],
    listings: inout TutorialListings
  ) -> [String] {
    var parts = content.explanations
    if problemFitsIntro(content) { parts.removeAll { $0.heading.lowercased() == "the problem" } }
    let steps = timelines.map { file, timeline -> [String] in
      let exercise = timeline.version(after: 0).split(
        separator: "\n", omittingEmptySubsequences: false
      ).map(String.init)
      let todos = timeline.todos.sorted().map { "TODO(\($0))" }
      let code = exercise.count <= ExcerptLimits.length ? exercise : firstExcerpt(of: timeline)
      let listing = listings.add(
        listings.place(of: file, label: "00"), of: file, contents: code)
      return step(
        "Open `\(file)`: \(list(todos)) \(todos.count == 1 ? "is" : "are") here.",
        code: "@Code(name: \(codeName(file)), file: \(listing), reset: true)")
    }
    // NB: the section is named after its first part, whose heading it then need not repeat.
    let title = parts.first?.heading ?? "The idea"
    let body = DocCMarkup.paragraphs([parts.first?.lines ?? [], headed(Array(parts.dropFirst()))])
    return section(title: title, body: body, steps: steps)
  }

  /// A task: the lesson's words, then each place it changes: the TODO, an invitation to try
  /// it, and the answer built up a few lines a step.
  private func taskSection(
    _ number: Int, content: LessonContent, timelines: [(file: String, timeline: FileTimeline)],
    listings: inout TutorialListings
  ) throws -> [String] {
    let task = content.tasks.first { $0.number == number }?.lines ?? ["Do TODO(\(number))."]
    let isFirst = number == content.tasks.first?.number
    let isLast = number == content.tasks.last?.number
    let words = DocCMarkup.paragraphs([
      isFirst ? content.preamble : [], task, isLast ? content.postscript : [],
    ])
    var steps: [[String]] = []
    for (file, timeline) in timelines {
      for code in timeline.codeSteps(for: number, file: file) {
        steps += codeSteps(code, number: number, isFirst: steps.isEmpty, listings: &listings)
      }
    }
    return section(title: try goal(number, task: task), body: words, steps: steps)
  }

  /// The goal of task `number`: the step's goal title for it, else the lesson's own.
  private func goal(_ number: Int, task: [String]) throws -> String {
    if let goals { return goals[number - 1] }
    guard let title = sectionTitle(task) else {
      throw CourseError(
        "Task \(number) of step \(step.number)'s lesson has no goal to title its section with "
          + "(its lead is a name from the code): give the step's tasks goal titles in "
          + "\(TutorialCatalog.goalsFile).")
    }
    return title
  }

  /// The code the reference solution has that no TODO asks for, when it has any: shown apart,
  /// so that the tasks' listings highlight only the learner's changes.
  private func referenceSection(
    timelines: [(file: String, timeline: FileTimeline)], listings: inout TutorialListings
  ) -> [[String]] {
    var steps: [[String]] = []
    for (file, timeline) in timelines {
      for code in timeline.referenceSteps(file: file) {
        steps += codeSteps(code, number: nil, isFirst: false, listings: &listings)
      }
    }
    guard !steps.isEmpty else { return [] }
    return [
      section(
        title: "Beyond the TODOs",
        body: [
          "The reference solution has code that no TODO asks you to write. The steps below show "
            + "where, so that the listings of the tasks above highlight only your changes."
        ], steps: steps)
    ]
  }

  /// How to check, what the failures mean, the common mistakes and the planted bugs, beside
  /// what the check printed for the reference solution.
  private func checkSection(
    _ content: LessonContent, run: [String], listings: inout TutorialListings
  ) -> [String] {
    let parts =
      content.afterword + [
        LessonContent.Part(heading: "Common mistakes", lines: content.mistakes),
        LessonContent.Part(heading: "Planted bugs", lines: content.plantedBugs),
      ]
    let listing = listings.add(
      listings.place(of: "check.txt", label: "run"), of: "check.txt",
      contents: CheckRuns.wrapped(run))
    let check = step(
      "Run `swift run workshop check \(step.number)` in your clone. Beside this step, what it "
        + "printed for the reference solution: every check passes.",
      code: "@Code(name: \"Terminal\", file: \(listing), reset: true)")
    let lead = [
      "Check the step in the terminal, and compare what it prints with a run on the reference "
        + "solution."
    ]
    let body = DocCMarkup.paragraphs(
      [lead, content.check, headed(parts.filter { !$0.lines.isEmpty })])
    return section(title: "Check your work", body: body, steps: [check])
  }

  /// A section: its first paragraph beside the media, the rest of its text at full width, then
  /// its steps.
  private func section(title: String, body: [String], steps: [[String]]) -> [String] {
    var linked = symbols.linked(body)
    // NB: a heading in a section's text would be one more place in the page's menu of
    // sections, which DocC's renderer does not expect (it fails on every page): it is bold.
    for block in MarkdownDocument(lines: linked).blocks {
      guard let heading = block.heading else { continue }
      linked[block.range.lowerBound] = "**\(heading.text)**"
    }
    linked = wrappedCode(linked)
    let document = MarkdownDocument(lines: linked)
    let first = document.blocks.first { $0.kind != .comment }
    let lead =
      first.map { $0.kind == .paragraph ? linked[$0.range] : [] }.map(Array.init) ?? []
    let rest = first.map { $0.kind == .paragraph ? Array(linked[$0.range.upperBound...]) : linked }
    return DocCMarkup.directive(
      "Section", "title: \(DocCMarkup.quoted(title))",
      DocCMarkup.paragraphs([
        DocCMarkup.directive("ContentAndMedia", "", DocCMarkup.text(lead)),
        DocCMarkup.text(trimmed(rest ?? [])),
        DocCMarkup.directive("Steps", "", DocCMarkup.paragraphs(steps)),
      ]))
  }

  /// The parts one after another, each under its heading.
  private func headed(_ parts: [LessonContent.Part]) -> [String] {
    DocCMarkup.paragraphs(parts.map { ["## " + $0.heading, ""] + $0.lines })
  }

  func read(_ path: String) -> String? {
    try? String(contentsOf: course.url(path), encoding: .utf8)
  }

  func codeName(_ file: String) -> String {
    DocCMarkup.quoted(URL(fileURLWithPath: file).lastPathComponent)
  }
}

/// How many characters of code a column of the page holds at 1280 px: the intro's, beside the
/// step's time, and the full width of a section's text (the browser check measures every block
/// against its column).
enum ColumnWidths {
  static let intro = 38
  static let wide = 120
}

/// `lines` of Markdown with each line of their code blocks wider than the page wrapped as a
/// terminal that wide would show it (the lessons quote output whole).
private func wrappedCode(_ lines: [String]) -> [String] {
  var result: [String] = []
  let document = MarkdownDocument(lines: lines)
  for (index, line) in lines.enumerated() {
    guard document.isCode(index), line.count > ColumnWidths.wide else {
      result.append(line)
      continue
    }
    result += CheckRuns.wrapped([line], width: ColumnWidths.wide)
  }
  return result
}
