import Foundation
import WorkshopCourse
import WorkshopJudge
import WorkshopReaders

/// The DocC tutorial of one step, made from its lesson, its code and its questions: the lesson's
/// lead as the intro; a first section with the problem and the idea, whose steps open each file
/// the learner works in; a section a task, whose steps show each place the task changes as the
/// exercise has it and then as the solution does (only that change highlighted); a last section
/// with how to check, what the failures mean and the common mistakes; then the questions.
struct StepTutorial {
  let course: Course
  let step: Step
  /// The catalog folder the tutorial goes into, relative to the course root.
  let folder: String
  /// The minutes the step takes a learner.
  let minutes: Int

  /// The name other pages link to it by (`doc:03-FileClient`).
  var name: String { step.folder }

  /// The `.tutorial` file and the code listings it shows.
  /// - Throws: `CourseError` when the step has no lesson, or no valid questions.
  func files() throws -> [GeneratedFile] {
    // NB: the English lesson itself, whatever language the terminal shows: DocC has no
    // localization, and the generated files must not depend on who generates them.
    guard let lesson = read("\(step.exercisePath)/README.md") else {
      throw CourseError("\(step.exercisePath)/README.md is missing; the tutorial is made from it.")
    }
    let questions = try self.questions()
    // NB: the lesson's fact and output marks are HTML comments, for `verify`, not for readers.
    let content = LessonContent(markdown: withoutComments(lesson))
    var listings = Listings(step: step, directory: directory)
    let timelines = learnerTimelines()
    let numbers = Set(content.tasks.map(\.number)).union(timelines.flatMap(\.timeline.todos))
      .sorted()
    let sections =
      [ideaSection(content, timelines: timelines, listings: &listings)]
      + numbers.map { number in
        taskSection(number, content: content, timelines: timelines, listings: &listings)
      } + referenceSection(timelines: timelines, listings: &listings) + [checkSection(content)]
    let intro = DocCMarkup.directive(
      "Intro", "title: \(DocCMarkup.quoted(content.title ?? "\(step.number) · \(step.title)"))",
      DocCMarkup.text(introLines(content)))
    let tutorial = DocCMarkup.directive(
      "Tutorial", "time: \(minutes)",
      DocCMarkup.paragraphs([intro] + sections + [Assessments.markup(for: questions)]))
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

  /// The lead, then the problem.
  private func introLines(_ content: LessonContent) -> [String] {
    DocCMarkup.paragraphs([content.lead, problem(content)?.lines ?? []])
  }

  private func problem(_ content: LessonContent) -> LessonContent.Part? {
    content.explanations.first { $0.heading.lowercased() == "the problem" }
  }

  /// The idea and the notes before the tasks, then a step a file to work in.
  private func ideaSection(
    _ content: LessonContent, timelines: [(file: String, timeline: FileTimeline)],
    listings: inout Listings
  ) -> [String] {
    let parts = content.explanations.filter { $0 != problem(content) }
    let steps = timelines.map { file, timeline -> [String] in
      let exercise = timeline.version(after: 0).split(
        separator: "\n", omittingEmptySubsequences: false
      ).map(String.init)
      let todos = timeline.todos.sorted().map { "TODO(\($0))" }
      let code = exercise.count <= ExcerptLimits.length ? exercise : firstExcerpt(of: timeline)
      let listing = listings.add(file, label: "00", contents: code)
      return DocCMarkup.directive(
        "Step", "",
        DocCMarkup.text(["Open `\(file)`: \(list(todos)) \(todos.count == 1 ? "is" : "are") here."])
          + ["", "@Code(name: \(codeName(file)), file: \(listing), reset: true)"])
    }
    // NB: the section is named after its first part, whose heading it then need not repeat.
    let title = parts.first?.heading ?? "The idea"
    let body = DocCMarkup.paragraphs([parts.first?.lines ?? [], headed(Array(parts.dropFirst()))])
    return section(title: title, content: body, steps: steps)
  }

  /// A task: the lesson's words, then each place it changes, before and after.
  private func taskSection(
    _ number: Int, content: LessonContent, timelines: [(file: String, timeline: FileTimeline)],
    listings: inout Listings
  ) -> [String] {
    let task = content.tasks.first { $0.number == number }?.lines ?? ["Do TODO(\(number))."]
    let isFirst = number == content.tasks.first?.number
    let isLast = number == content.tasks.last?.number
    let words = DocCMarkup.paragraphs([
      isFirst ? content.preamble : [], task, isLast ? content.postscript : [],
    ])
    var steps: [[String]] = []
    for (file, timeline) in timelines {
      for code in timeline.codeSteps(for: number, file: file) {
        steps += codeSteps(code, number: number, listings: &listings)
      }
    }
    if steps.isEmpty {
      steps = [
        DocCMarkup.directive(
          "Step", "", ["Check the task with `swift run workshop check \(step.number)`."])
      ]
    }
    return section(
      title: "TODO(\(number)) · \(sectionTitle(task))", content: words, steps: steps)
  }

  /// The code the reference solution has that no TODO asks for, when it has any: shown apart,
  /// so that the tasks' listings highlight only the learner's changes.
  private func referenceSection(
    timelines: [(file: String, timeline: FileTimeline)], listings: inout Listings
  ) -> [[String]] {
    var steps: [[String]] = []
    for (file, timeline) in timelines {
      for code in timeline.referenceSteps(file: file) {
        steps += codeSteps(code, number: nil, listings: &listings)
      }
    }
    guard !steps.isEmpty else { return [] }
    return [
      section(
        title: "Beyond the TODOs",
        content: [
          "The reference solution has code that no TODO asks you to write. The steps below show "
            + "where, so that the listings of the tasks above highlight only your changes."
        ], steps: steps)
    ]
  }

  /// How to check, what the failures mean, the common mistakes and the planted bugs; its one
  /// step runs the checks. (A step holds one paragraph, so the lesson's words go above it.)
  private func checkSection(_ content: LessonContent) -> [String] {
    let parts =
      [LessonContent.Part(heading: "Check your work", lines: content.check)] + content.afterword
      + [
        LessonContent.Part(heading: "Common mistakes", lines: content.mistakes),
        LessonContent.Part(heading: "Planted bugs", lines: content.plantedBugs),
      ]
    let run = DocCMarkup.directive(
      "Step", "",
      [
        "Run `swift run workshop check \(step.number)`: it builds the step and runs its checks."
      ])
    let body = DocCMarkup.paragraphs(
      [content.check, headed(Array(parts.dropFirst().filter { !$0.lines.isEmpty }))])
    return section(title: "Check your work", content: body, steps: [run])
  }

  private func section(title: String, content: [String], steps: [[String]]) -> [String] {
    DocCMarkup.directive(
      "Section", "title: \(DocCMarkup.quoted(title))",
      DocCMarkup.paragraphs([
        DocCMarkup.directive("ContentAndMedia", "", DocCMarkup.text(content)),
        DocCMarkup.directive("Steps", "", DocCMarkup.paragraphs(steps)),
      ]))
  }

  /// The parts one after another, each under its heading one level down (`### `), their own
  /// headings a level further down (a `#` line of code stays as it is).
  private func headed(_ parts: [LessonContent.Part]) -> [String] {
    DocCMarkup.paragraphs(
      parts.map { part in
        var lines = part.lines
        for block in MarkdownDocument(lines: lines).blocks {
          guard let heading = block.heading, heading.level < 5 else { continue }
          lines[block.range.lowerBound] = "#" + lines[block.range.lowerBound].withoutOuterSpaces
        }
        return ["### " + part.heading, ""] + lines
      })
  }

  // MARK: - Code steps

  /// The steps of one place a task changes: the exercise's excerpt with its TODO, then the
  /// solution's with the change highlighted; the reference's own change is shown once.
  private func codeSteps(_ code: CodeStep, number: Int?, listings: inout Listings) -> [[String]] {
    let name = codeName(code.file)
    let place = code.function.map { "`\($0)` in `\(code.file)`" } ?? "`\(code.file)`"
    let label = number.map(twoDigits) ?? "ref"
    let previous = listings.add(code.file, label: label, contents: code.before, previous: true)
    let current = listings.add(code.file, label: label, contents: code.after)
    let highlighted = "@Code(name: \(name), file: \(current), previousFile: \(previous))"
    guard let number else {
      return [
        DocCMarkup.directive(
          "Step", "",
          DocCMarkup.text(["The reference solution's \(place): the highlighted lines are its own."])
            + ["", highlighted])
      ]
    }
    let stub = code.functionBefore.map { "`\($0)` in `\(code.file)`" } ?? "`\(code.file)`"
    let task =
      code.marker.map { "TODO(\(number)) in \(stub): \(sentence($0))" }
      ?? "TODO(\(number)) goes on in \(stub)."
    let change = "The reference solution's \(place): the highlighted lines are the change."
    return [
      DocCMarkup.directive(
        "Step", "",
        DocCMarkup.text([task]) + ["", "@Code(name: \(name), file: \(previous), reset: true)"]),
      DocCMarkup.directive("Step", "", DocCMarkup.text([change]) + ["", highlighted]),
    ]
  }

  /// The excerpt around the first TODO of a file too long to show whole.
  private func firstExcerpt(of timeline: FileTimeline) -> [String] {
    let first = timeline.todos.min() ?? 1
    return timeline.codeSteps(for: first, file: "").first?.before ?? []
  }

  /// The exercise's files that have TODO markers, each with its way to the solution's version.
  private func learnerTimelines() -> [(file: String, timeline: FileTimeline)] {
    let files = StepFiles(root: course.root, folder: step.exercisePath).learnerFiles
    return files.compactMap { path in
      let file = String(path.dropFirst(step.exercisePath.count + 1))
      guard let exercise = read(path), let solution = read("\(step.solutionPath)/\(file)") else {
        return nil
      }
      // NB: every line that names a TODO claims the change it sits in, a test stub's
      // `XCTFail("TODO(4): …")` too, which the scanner counts only where no comment names it.
      let source = SwiftSource(exercise)
      let markers = source.pieces.filter { $0.kind != .code }.compactMap { piece -> (Int, Int)? in
        let text = source.text(piece.range)
        guard !text.hasPrefix("///"), let number = todoNumbers(in: text).first else { return nil }
        return (source.lines[piece.range.lowerBound], number)
      }
      return FileTimeline(exercise: exercise, solution: solution, markers: markers).map {
        (file, $0)
      }
    }
  }

  private func read(_ path: String) -> String? {
    try? String(contentsOf: course.url(path), encoding: .utf8)
  }

  private func codeName(_ file: String) -> String {
    DocCMarkup.quoted(URL(fileURLWithPath: file).lastPathComponent)
  }
}

/// The code listings of one step's tutorial, each named after the step, the task and the place
/// (`08-01-02-TestStore.swift`, its exercise side `…-previous.swift`), each used by one `@Code`
/// only: DocC keeps one set of highlights a file.
private struct Listings {
  let step: Step
  let directory: String
  private(set) var files: [GeneratedFile] = []
  private var places: [String: Int] = [:]

  init(step: Step, directory: String) {
    self.step = step
    self.directory = directory
  }

  /// Adds a listing for the section `label` (`00` for the files to open, `01` for TODO(1),
  /// `ref` for the reference's own code) and returns its name, quoted for a directive.
  mutating func add(_ file: String, label: String, contents: [String], previous: Bool = false)
    -> String
  {
    let url = URL(fileURLWithPath: file)
    let base = String(file.dropLast(url.pathExtension.isEmpty ? 0 : url.pathExtension.count + 1))
      .replacingOccurrences(of: "/", with: "-")
    let key = "\(label)-\(base)"
    if !previous { places[key, default: 0] += 1 }
    let place = places[key, default: 0] + (previous ? 1 : 0)
    let suffix = url.pathExtension.isEmpty ? "" : ".\(url.pathExtension)"
    let name =
      "\(step.number)-\(label)-\(twoDigits(place))-\(base)"
      + (previous ? "-previous" : "") + suffix
    files.append(GeneratedFile(path: "\(directory)/Code/\(name)", contents: text(contents)))
    return DocCMarkup.quoted(name)
  }
}

private func twoDigits(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }

/// `TODO(1) and TODO(2)`, `TODO(1), TODO(2) and TODO(3)`.
private func list(_ items: [String]) -> String {
  guard items.count > 1 else { return items.first ?? "" }
  return items.dropLast().joined(separator: ", ") + " and " + items.last!
}

/// `text`, ending with a full stop unless it ends with one already (or `?` or `!`).
private func sentence(_ text: String) -> String {
  guard let last = text.last, !".?!".contains(last) else { return text }
  return text + "."
}

/// A section's title, never cut mid-word and never ending in "…": the task's bold lead
/// (`**Live load.**`), else the start of its first sentence up to a clause that keeps it short
/// (a locating "In `File.swift`, " left off), without Markdown.
func sectionTitle(_ task: [String]) -> String {
  var text = task.prefix { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    .joined(separator: " ")
  if text.hasPrefix("**"), let close = text.dropFirst(2).range(of: "**") {
    let bold = String(text[text.index(text.startIndex, offsetBy: 2)..<close.lowerBound])
    if todoNumbers(in: bold).first == nil { return plain(bold) }
    text = String(text[close.upperBound...])
  }
  var sentence = plain(String(text.split(separator: ". ", maxSplits: 1).first ?? ""))
  if let locator = sentence.range(of: #"^In [^,]+, "#, options: .regularExpression) {
    sentence = String(sentence[locator.upperBound...])
    sentence = sentence.prefix(1).uppercased() + sentence.dropFirst()
  }
  guard sentence.count > 60 else { return sentence }
  // NB: the first clause long enough to say something, cut where a clause ends.
  let breaks = [
    ": ", ", ", "; ", " (", " — ", " that ", " which ", " with ", " and ", " so ", " instead of ",
  ]
  let cuts = breaks.flatMap { mark in
    sentence.ranges(of: mark).map {
      sentence.distance(from: sentence.startIndex, to: $0.lowerBound)
    }
  }
  guard let cut = cuts.filter({ (12...80).contains($0) }).min() else { return sentence }
  return plain(
    String(sentence.prefix(cut)).trimmingCharacters(in: CharacterSet(charactersIn: ",;")))
}

private func plain(_ text: String) -> String {
  var result = text.replacingOccurrences(of: "`", with: "").replacingOccurrences(of: "*", with: "")
    .trimmingCharacters(in: .whitespaces)
  while result.hasSuffix(".") || result.hasSuffix(":") { result.removeLast() }
  return result
}

/// Lines joined into a file's text, ending with a newline.
func text(_ lines: [String]) -> String { lines.joined(separator: "\n") + "\n" }
