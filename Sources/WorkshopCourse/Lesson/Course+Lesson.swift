import Foundation
import WorkshopLocalization
import WorkshopTestRuns

extension Course {
  /// The lesson of `step` as the learner's folder has it, with its hints (none when HINTS.md is
  /// missing) and the planted bugs of its catalogue; `nil` when the folder has no README.md.
  /// Lesson, hints and bugs are in the learner's language where an up-to-date translation
  /// exists, in English otherwise.
  /// - Throws: `CourseError` when the step's planted-bug catalogue exists but cannot be used.
  public func lesson(of step: Step) throws -> Lesson? {
    let files = StepFiles(root: root, folder: step.exercisePath)
    guard let path = files.lesson,
      let markdown = try? String(contentsOf: url(path), encoding: .utf8)
    else { return nil }
    let hints = files.hints.flatMap { try? String(contentsOf: url($0), encoding: .utf8) } ?? ""
    let localizer = Localizer.shared
    return Lesson(
      markdown: localizer.file(path, english: markdown),
      hints: files.hints.map { localizer.file($0, english: hints) } ?? hints,
      plantedBugs: try plantedBugs(of: step).map { $0.translated(step: step.id) },
      english: markdown)
  }

  /// The step's questions as a path from the course root: `QUESTIONS.md`, or its translation in
  /// `language` where one is stamped from the English as it reads; `nil` when the folder has none.
  public func questions(of step: Step, in language: Language = Localizer.shared.current)
    -> String?
  {
    let path = step.exercisePath + "/QUESTIONS.md"
    guard let english = try? String(contentsOf: url(path), encoding: .utf8) else { return nil }
    guard language != .english,
      Localizer.shared.hasTranslation(path, english: english, in: language, root: root)
    else { return path }
    return translationPath(of: path, in: language)
  }

  /// The planted bugs of `step`, from its catalogue; none when it has no catalogue.
  /// - Throws: `CourseError` when the catalogue exists but cannot be used.
  public func plantedBugs(of step: Step) throws -> [PlantedBug] {
    let catalogue = url(step.plantedBugCataloguePath)
    guard FileManager.default.fileExists(atPath: catalogue.path) else { return [] }
    do {
      return try PlantedBugCatalogue(contentsOf: catalogue).bugs
    } catch {
      throw CourseError(
        "\(error) Restore it with `git checkout -- \(shellQuoted(step.plantedBugCataloguePath))`.")
    }
  }
}
