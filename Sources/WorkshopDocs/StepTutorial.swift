import Foundation
import WorkshopCore

/// The DocC tutorial of one step: an intro from the lesson, a section a task, steps that show
/// each file the task touches as the exercise has it and then as the solution does, and
/// questions from the lesson's common mistakes.
struct StepTutorial {
  let course: Course
  let step: Step
  /// The catalog folder the tutorial goes into, relative to the course root.
  let folder: String

  /// The name other pages link to it by (`doc:03-FileClient`).
  var name: String { step.folder }

  /// The `.tutorial` file and the code listings it shows.
  /// - Throws: `CourseError` when the step has no lesson or too few common mistakes to ask about.
  func files() throws -> [GeneratedFile] {
    // NB: the English lesson itself, whatever language the terminal shows: DocC has no
    // localization, and the generated files must not depend on who generates them.
    guard let lesson = read("\(step.exercisePath)/README.md") else {
      throw CourseError("\(step.exercisePath)/README.md is missing; the tutorial is made from it.")
    }
    let parts = LessonParts(markdown: lesson)
    guard let assessments = Assessments.markup(for: parts.mistakes) else {
      throw CourseError(
        "\(step.exercisePath)/README.md: its `## Common mistakes` needs at least two bullets "
          + "that name a slip and then what goes wrong (`Forgetting X. Then Y.`).")
    }
    let timelines = learnerTimelines()
    var listings: [GeneratedFile] = []
    let taskNumbers = Set(parts.tasks.map(\.number)).union(timelines.flatMap(\.timeline.todos))
    let sections = taskNumbers.sorted().map { number in
      section(
        number, task: parts.tasks.first { $0.number == number }?.lines ?? [],
        timelines: timelines, listings: &listings)
    }
    let intro = DocCMarkup.directive(
      "Intro", "title: \(DocCMarkup.quoted(step.heading))",
      DocCMarkup.paragraphs([
        DocCMarkup.text(parts.opening), DocCMarkup.text(parts.preamble),
        [
          "The whole lesson, with the idea behind the step, is in your terminal: "
            + "`swift run workshop show \(step.number)`. Check your work with "
            + "`swift run workshop check \(step.number)`."
        ],
      ]))
    let tutorial = DocCMarkup.directive(
      "Tutorial", "", DocCMarkup.paragraphs([intro] + sections + [assessments]))
    return [GeneratedFile(path: "\(directory)/\(name).tutorial", contents: text(tutorial))]
      + listings
  }

  private var directory: String { "\(folder)/\(step.folder)" }

  /// The section of task `number`: the lesson's words, then two steps a file it changes.
  private func section(
    _ number: Int, task: [String], timelines: [(file: String, timeline: FileTimeline)],
    listings: inout [GeneratedFile]
  ) -> [String] {
    var steps: [[String]] = []
    for (file, timeline) in timelines where timeline.todos.contains(number) {
      // NB: the file before this TODO is often the file after the previous one; one listing
      // serves both.
      let contents = timeline.version(after: number - 1)
      let before =
        listings.first { $0.contents == contents && $0.path.contains("-\(slug(file))-") }
        ?? listing(file, number, "before", contents)
      let after = listing(file, number, "after", timeline.version(after: number))
      listings += (listings.contains(before) ? [] : [before]) + [after]
      let name = DocCMarkup.quoted(URL(fileURLWithPath: file).lastPathComponent)
      let marker = markerText(number, in: file)
      steps.append(
        DocCMarkup.directive(
          "Step", "",
          DocCMarkup.text(["Open `\(file)` at TODO(\(number))\(marker)"]) + [""]
            + ["@Code(name: \(name), file: \(resource(before)))"]))
      steps.append(
        DocCMarkup.directive(
          "Step", "",
          [
            "The reference solution's version: the highlighted lines are what TODO(\(number)) "
              + "changes.", "",
            "@Code(name: \(name), file: \(resource(after)), previousFile: \(resource(before)))",
          ]))
    }
    let content = DocCMarkup.directive(
      "ContentAndMedia", "", DocCMarkup.text(task.isEmpty ? ["Do TODO(\(number))."] : task))
    let body =
      steps.isEmpty
      ? [content]
      : [content, DocCMarkup.directive("Steps", "", steps.flatMap { $0 + [""] }.dropLast())]
    return DocCMarkup.directive(
      "Section", "title: \(DocCMarkup.quoted(sectionTitle(number, task: task)))",
      DocCMarkup.paragraphs(body))
  }

  /// The exercise's files that have TODO markers, each with its way to the solution's version.
  private func learnerTimelines() -> [(file: String, timeline: FileTimeline)] {
    let files = StepFiles(root: course.root, folder: step.exercisePath).learnerFiles
    return files.filter { !$0.hasSuffix(".md") }.compactMap { path in
      let file = String(path.dropFirst(step.exercisePath.count + 1))
      let markers = scanTodos(in: [path], root: course.root).map { ($0.line, $0.number) }
      guard let exercise = read(path), let solution = read("\(step.solutionPath)/\(file)"),
        let timeline = FileTimeline(exercise: exercise, solution: solution, markers: markers)
      else { return nil }
      return (file, timeline)
    }
  }

  private func read(_ path: String) -> String? {
    try? String(contentsOf: course.url(path), encoding: .utf8)
  }

  /// `: <what the marker says>` for the first TODO(`number`) marker in `file`.
  private func markerText(_ number: Int, in file: String) -> String {
    let marker = scanTodos(in: ["\(step.exercisePath)/\(file)"], root: course.root)
      .first { $0.number == number }
    guard let text = marker?.text, !text.isEmpty else { return "." }
    return ": \(text)"
  }

  /// `03-01-FileClient+Live-before.swift`, in the step's `Code/` folder.
  private func listing(_ file: String, _ number: Int, _ stage: String, _ contents: String)
    -> GeneratedFile
  {
    let url = URL(fileURLWithPath: file)
    let base = slug(file)
    let task = number < 10 ? "0\(number)" : "\(number)"
    let suffix = url.pathExtension.isEmpty ? "" : ".\(url.pathExtension)"
    return GeneratedFile(
      path: "\(directory)/Code/\(step.number)-\(task)-\(base)-\(stage)\(suffix)", contents: contents
    )
  }

  /// `Tests/CounterTests.swift` → `Tests-CounterTests`.
  private func slug(_ file: String) -> String {
    let url = URL(fileURLWithPath: file)
    return String(file.dropLast(url.pathExtension.isEmpty ? 0 : url.pathExtension.count + 1))
      .replacingOccurrences(of: "/", with: "-")
  }

  private func resource(_ file: GeneratedFile) -> String {
    DocCMarkup.quoted(URL(fileURLWithPath: file.path).lastPathComponent)
  }
}

/// A section's title: the task's bold lead (`**Live load.**`), or else the start of its first
/// sentence, without Markdown.
func sectionTitle(_ number: Int, task: [String]) -> String {
  var text = task.prefix { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    .joined(separator: " ")
  if text.hasPrefix("**"), let close = text.dropFirst(2).range(of: "**") {
    let bold = String(text[text.index(text.startIndex, offsetBy: 2)..<close.lowerBound])
    if todoNumber(in: bold) == nil { return plain(bold) }
    text = String(text[close.upperBound...])
  }
  let sentence = plain(String(text.split(separator: ". ", maxSplits: 1).first ?? ""))
  guard !sentence.isEmpty else { return "TODO(\(number))" }
  guard sentence.count > 64 else { return sentence }
  var cut = String(sentence.prefix(64))
  if let space = cut.lastIndex(of: " "), cut.distance(from: cut.startIndex, to: space) > 24 {
    cut = String(cut[..<space])
  }
  while let last = cut.last, ",:;( ".contains(last) { cut.removeLast() }
  return cut + "…"
}

private func plain(_ text: String) -> String {
  var result = text.replacingOccurrences(of: "`", with: "").replacingOccurrences(of: "*", with: "")
    .trimmingCharacters(in: .whitespaces)
  while result.hasSuffix(".") || result.hasSuffix(":") { result.removeLast() }
  return result
}

/// Lines joined into a file's text, ending with a newline.
func text(_ lines: [String]) -> String { lines.joined(separator: "\n") + "\n" }
