import Foundation
import WorkshopCourse
import WorkshopLocalization
import WorkshopReaders

/// The translations of a course, held against their English: each step's README.md, HINTS.md
/// and QUESTIONS.md beside their `README.<lang>.md`, `HINTS.<lang>.md` and `QUESTIONS.<lang>.md`
/// (the same on both sides), and the step catalogue `Docs/i18n/steps.<lang>.json`, with the
/// record of what each was translated from.
public struct CourseTranslations {
  /// The course.
  public let course: Course

  /// The translations of `course`.
  public init(course: Course) {
    self.course = course
  }

  /// A translated file of a step and the English file it translates, both relative to the root.
  public struct File: Equatable, Sendable {
    /// E.g. `Exercises/01-PureReducers/README.md`.
    public let english: String
    /// E.g. `Exercises/01-PureReducers/README.fr.md`.
    public let translation: String
    /// The translation's language.
    public let language: Language
  }

  /// The translated lesson, hint and question files of `step` that exist, on the learner's side.
  public func files(of step: Step) -> [File] {
    ["README.md", "HINTS.md", "QUESTIONS.md"].flatMap { name in
      Language.translations.compactMap { language in
        let english = "\(step.exercisePath)/\(name)"
        let translation = translationPath(of: english, in: language)
        return exists(translation)
          ? File(english: english, translation: translation, language: language) : nil
      }
    }
  }

  /// What `verify` holds against `step`'s translations: the same file on both sides, the
  /// English outline, code and links, and no English section changed since the stamp; then
  /// the step catalogue's title and bugs, stamped from the current English.
  public func problems(of step: Step) -> [String] {
    var problems: [String] = []
    for file in files(of: step) {
      let sources = self.sources(file.language)
      let solutionCopy = step.solutionPath + file.translation.dropFirst(step.exercisePath.count)
      if read(file.translation) != read(solutionCopy) {
        problems.append("\(file.translation) differs from \(solutionCopy)")
      }
      problems += translationProblems(
        file: file.translation, english: read(file.english) ?? "",
        translation: read(file.translation) ?? "", sources: sources)
      problems += proseRules(file.language).problems(
        inMarkdown: read(file.translation) ?? "", file: file.translation)
      problems += siblingProblems(of: file, in: step)
    }
    for language in Language.translations {
      problems += catalogueEntries(of: step, in: language).compactMap { key, hash in
        sources(language).files[StepCatalog.path(for: language)]?[key] == hash
          ? nil
          : "\(StepCatalog.path(for: language)): `\(key)` was translated from other English "
            + "(or never stamped); update it, then "
            + "`workshop translations --stamp \(StepCatalog.path(for: language))`"
      }
    }
    return problems
  }

  /// The lesson and hints a translation names in its prose (`` `HINTS.md` ``, a link to it)
  /// where the step has them in the translation's language: the learner is sent to the English
  /// when their own is beside it.
  private func siblingProblems(of file: File, in step: Step) -> [String] {
    let prose = MarkdownDocument(read(file.translation) ?? "").proseLines.joined(separator: "\n")
    return ["README.md", "HINTS.md"].compactMap { name in
      let translated = translationPath(of: name, in: file.language)
      guard exists("\(step.exercisePath)/\(translated)"),
        prose.contains("`\(name)`") || prose.contains("](\(name))")
      else { return nil }
      return "\(file.translation): names \(name) where the step has \(translated); name that"
    }
  }

  /// What the catalogues' texts break of their language's glossary and typography (see
  /// `ProseRules`): the CLI's sentences and the step catalogue's titles and planted bugs.
  public func catalogueProblems() -> [String] {
    var problems: [String] = []
    for language in Language.translations {
      let rules = proseRules(language)
      for path in [Catalog.path(for: language), Catalog.checksPath(for: language)] {
        guard let catalog = try? Catalog(contentsOf: course.url(path)) else { continue }
        for (english, text) in catalog.strings.sorted(by: { $0.key < $1.key }) {
          problems += rules.problems(
            inCatalogueText: text, english: english,
            place: "\(path): \"\(english.prefix(60))\(english.count > 60 ? "…" : "")\"")
        }
      }
      let steps = StepCatalog.path(for: language)
      guard let catalog = try? StepCatalog(contentsOf: course.url(steps)) else { continue }
      for (id, texts) in catalog.steps.sorted(by: { $0.key < $1.key }) {
        let bugs = (texts.bugs ?? [:]).sorted { $0.key < $1.key }.flatMap { number, bug in
          [
            ("bug \(number) summary", bug.summary), ("bug \(number) hint", bug.hint),
            ("bug \(number) reason", bug.uncatchableBecause),
          ]
        }
        for (part, text) in [("title", texts.title)] + bugs {
          guard let text else { continue }
          problems += rules.problems(
            inCatalogueText: text, english: "", place: "\(steps): \(id) \(part)")
        }
      }
    }
    return problems
  }

  /// The prose rules of `language`, with its glossary (none when the course has none).
  private func proseRules(_ language: Language) -> ProseRules {
    ProseRules(
      language: language,
      glossary: Glossary(markdown: read(Glossary.path(for: language)) ?? ""))
  }

  /// Records every named translation (a `README.<lang>.md`, `HINTS.<lang>.md`,
  /// `QUESTIONS.<lang>.md` or `Docs/i18n/steps.<lang>.json`; every translation when `paths` is
  /// empty) as made from the English as it is now. A file whose outline, right choices, code or
  /// links differ from the English is not stamped.
  /// - Returns: What was stamped, and what was refused and why.
  public func stamp(_ paths: [String]) throws -> (stamped: [String], refused: [String]) {
    var stamped: [String] = []
    var refused: [String] = []
    for language in Language.translations {
      var sources = self.sources(language)
      let catalogue = StepCatalog.path(for: language)
      for step in course.steps {
        for file in files(of: step)
        where file.language == language && (paths.isEmpty || paths.contains(file.translation)) {
          let english = read(file.english) ?? ""
          let problems = structureProblems(
            file: file.translation, english: english, translation: read(file.translation) ?? "")
          guard problems.isEmpty else {
            refused += problems
            continue
          }
          sources.files[file.translation] = sectionHashes(of: english)
          stamped.append(file.translation)
        }
      }
      if exists(catalogue), paths.isEmpty || paths.contains(catalogue) {
        sources.files[catalogue] = course.steps.reduce(into: [:]) { record, step in
          record.merge(catalogueEntries(of: step, in: language)) { $1 }
        }
        stamped.append(catalogue)
      }
      try sources.write(root: course.root, language: language)
    }
    let unknown = paths.filter { path in
      !stamped.contains(path) && !refused.contains { $0.hasPrefix(path + ":") }
    }
    refused += unknown.map { "\($0): not a translation of this course" }
    return (stamped, refused)
  }

  /// The hash of the English text behind each entry of `step` that the step catalogue of
  /// `language` translates, by the key the record keeps it under.
  private func catalogueEntries(of step: Step, in language: Language) -> [String: String] {
    guard
      let texts = (try? StepCatalog(contentsOf: course.url(StepCatalog.path(for: language))))?
        .steps[step.id]
    else { return [:] }
    var entries: [String: String] = [:]
    if texts.title != nil {
      entries[StepCatalog.titleKey(step: step.id)] = FNV1a.hex(of: step.title)
    }
    let bugs = (try? course.plantedBugs(of: step)) ?? []
    for bug in bugs where texts.bugs?["\(bug.number)"] != nil {
      entries[StepCatalog.bugKey(step: step.id, bug: bug.number)] = StepCatalog.bugHash(
        summary: bug.summary, hint: bug.hint, uncatchableBecause: bug.uncatchableBecause)
    }
    return entries
  }

  private func sources(_ language: Language) -> TranslationSources {
    (try? TranslationSources(root: course.root, language: language)) ?? TranslationSources()
  }

  private func read(_ path: String) -> String? {
    try? String(contentsOf: course.url(path), encoding: .utf8)
  }

  private func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: course.url(path).path)
  }
}
