import Foundation

/// The translated texts of one language in a course: lesson and hint files beside their English,
/// the step catalogue, and the record of what each was translated from. A text counts only when
/// it was made from the English as it is now; otherwise the caller falls back to English.
struct Translations: Sendable {
  let root: URL
  let language: Language
  let sources: TranslationSources
  let steps: StepCatalog

  init(root: URL, language: Language) {
    self.root = root
    self.language = language
    // NB: a broken record or catalogue means no fresh translation, never a crash.
    self.sources = (try? TranslationSources(root: root, language: language)) ?? .init()
    self.steps =
      (try? StepCatalog(
        contentsOf: root.appendingPathComponent(StepCatalog.path(for: language)))) ?? .init()
  }

  /// The translation of `englishPath` when it exists, is not empty, and its every section was
  /// stamped from the current `english`.
  func file(_ englishPath: String, english: String) -> String? {
    let path = translationPath(of: englishPath, in: language)
    guard
      let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8),
      !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty,
      sources.changedSections(of: path, english: sectionHashes(of: english)).isEmpty
    else { return nil }
    return text
  }

  /// The step's translated title, when stamped from `english`.
  func stepTitle(id: String, english: String) -> String? {
    guard let title = steps.steps[id]?.title, !title.isEmpty,
      isFresh(StepCatalog.titleKey(step: id), hash: FNV1a.hex(of: english))
    else { return nil }
    return title
  }

  /// The bug's translated texts, when stamped from the English `bug` (its reason translated
  /// too, when it has one).
  func plantedBug(step id: String, number: Int, _ bug: PlantedBugTexts) -> PlantedBugTexts? {
    guard let texts = steps.steps[id]?.bugs?["\(number)"],
      let summary = texts.summary, !summary.isEmpty,
      let hint = texts.hint, !hint.isEmpty,
      bug.uncatchableBecause == nil || texts.uncatchableBecause?.isEmpty == false,
      isFresh(
        StepCatalog.bugKey(step: id, bug: number),
        hash: StepCatalog.bugHash(
          summary: bug.summary, hint: bug.hint, uncatchableBecause: bug.uncatchableBecause))
    else { return nil }
    return PlantedBugTexts(
      summary: summary, hint: hint,
      uncatchableBecause: bug.uncatchableBecause == nil ? nil : texts.uncatchableBecause)
  }

  private func isFresh(_ key: String, hash: String) -> Bool {
    sources.files[StepCatalog.path(for: language)]?[key] == hash
  }
}
