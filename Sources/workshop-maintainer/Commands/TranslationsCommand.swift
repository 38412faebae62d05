import WorkshopCourse
import WorkshopLocalization
import WorkshopTerminal
import WorkshopVerify

/// `workshop translations [--stamp [<file>…]]`: which translations are missing or out of date,
/// and, once a translation is brought up to date, the record that it now matches the English.
enum TranslationsCommand: Command {
  static let spec = CommandSpec(
    name: "translations",
    abstract: MaintainerCommands.abstract(of: "translations"),
    arguments: [
      ArgumentSpec(
        name: "file", help: "With --stamp: the translations to stamp (default: all).",
        isOptional: true, isRepeated: true)
    ],
    options: [
      OptionSpec(
        name: "stamp",
        help: "Record that the named translations were made from the English as it is now.")
    ],
    discussion: """
      Each translation (README.<lang>.md, HINTS.<lang>.md, QUESTIONS.<lang>.md, \
      Docs/i18n/steps.<lang>.json) records in Docs/i18n/sources.<lang>.json the hash of every \
      English section it was made from. When an English section changes, `verify` fails and \
      names the translation and the section, and the CLI shows the English text until the \
      translation is updated. Update the translation, then stamp it. A file whose headings, TODO \
      sections, list items, right choices (`- [x]`), code blocks or links differ from the \
      English is not stamped.
      """, isForMaintainers: true)

  static func run(_ arguments: ParsedArguments, _ context: Context) throws -> ExitCode {
    let course = try context.course()
    let terminal = context.terminal
    let translations = CourseTranslations(course: course)
    if arguments.has("stamp") {
      let paths = (arguments.arguments["file"] ?? "").split(separator: "\n").map(String.init)
      let (stamped, refused) = try translations.stamp(paths)
      for path in stamped { terminal.print("  " + terminal.style("✓", .green) + " " + path) }
      for problem in refused { terminal.print("  " + terminal.style("✗", .red) + " " + problem) }
      terminal.print("\(stamped.count) stamped, \(refused.count) refused.")
      return refused.isEmpty ? .success : .failure
    }
    var problemCount = 0
    for step in course.steps {
      let translated = Set(translations.files(of: step).map(\.language))
      let missing = Language.translations.filter { !translated.contains($0) }.map(\.code)
      let problems = translations.problems(of: step)
      problemCount += problems.count
      let mark = problems.isEmpty ? terminal.style("✓", .green) : terminal.style("✗", .red)
      terminal.print(
        "  \(mark) \(step.number)"
          + (missing.isEmpty ? "" : "  no translation: " + missing.joined(separator: ", ")))
      for problem in problems { terminal.print("      " + problem) }
    }
    let catalogueProblems = translations.catalogueProblems()
    problemCount += catalogueProblems.count
    let mark = catalogueProblems.isEmpty ? terminal.style("✓", .green) : terminal.style("✗", .red)
    terminal.print("  \(mark) Docs/i18n catalogues")
    for problem in catalogueProblems { terminal.print("      " + problem) }
    terminal.print(
      problemCount == 0 ? "Every translation is up to date." : "\(problemCount) problems.")
    return problemCount == 0 ? .success : .failure
  }
}
