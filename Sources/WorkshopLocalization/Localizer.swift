import Foundation

/// The language this run of the CLI speaks, its catalogue, and the one line that says when a
/// text falls back to English. Set once at start (`Localizer.shared.configure`), read everywhere
/// through `localized(_:)`.
public final class Localizer: @unchecked Sendable {
  /// The process's localizer: English until configured.
  public static let shared = Localizer()

  private let lock = NSLock()
  private var language = Language.english
  private var catalog = Catalog(strings: [:])
  private var messages = Catalog(strings: [:])
  private var translations: Translations?
  private var hasWarned = false
  private var warn: @Sendable (String) -> Void = { _ in }

  /// A localizer speaking English; tests make their own.
  public init() {}

  /// The language chosen for this run.
  public var current: Language { lock.withLock { language } }

  /// Speaks `language`, with the catalogue found under `root` (none: every text in English).
  /// `warn` prints the fallback line (once a run) on standard error.
  public func configure(
    _ language: Language, root: URL?, warn: @escaping @Sendable (String) -> Void
  ) {
    let catalog = root.flatMap { Catalog.all(for: language, root: $0) }
    let messages = root.flatMap {
      try? Catalog(contentsOf: $0.appendingPathComponent(Catalog.checksPath(for: language)))
    }
    let translations = root.map { Translations(root: $0, language: language) }
    lock.withLock {
      self.language = language
      self.catalog = catalog ?? Catalog(strings: [:])
      self.messages = messages ?? Catalog(strings: [:])
      self.translations = language == .english ? nil : translations
      self.warn = warn
      self.hasWarned = false
    }
  }

  /// Speaks `language` with `catalog`, e.g. for a test.
  public func configure(
    _ language: Language, catalog: Catalog, warn: @escaping @Sendable (String) -> Void
  ) {
    lock.withLock {
      self.language = language
      self.catalog = catalog
      self.messages = catalog
      self.translations = nil
      self.warn = warn
      self.hasWarned = false
    }
  }

  /// `text` in the current language, or in English (saying so once) when it has no
  /// translation.
  func localize(_ text: LocalizableText) -> String {
    lock.lock()
    let translation = catalog.translation(of: text)
    lock.unlock()
    if let translation { return translation }
    fellBack()
    return text.filling(text.key)
  }

  /// `message`, a sentence a test wrote in English, in this run's language when it is one the
  /// workshop wrote in its steps' files (the checks' catalogue, see
  /// `Catalog.translation(ofMessage:)`); else `message` itself, without the fallback line. NB:
  /// never by the CLI's own sentences: a learner's message that happens to fill one is theirs.
  public func translated(message: String) -> String {
    guard current != .english else { return message }
    return lock.withLock { messages }.translation(ofMessage: message) ?? message
  }

  /// Tells the learner, once a run, that some text is shown in English.
  func fellBack() {
    lock.lock()
    let first = !hasWarned
    hasWarned = true
    let (warn, language) = (self.warn, self.language)
    lock.unlock()
    if first, language != .english { warn(fallbackLine(for: language)) }
  }
}

extension Localizer {
  /// The text of `englishPath` (e.g. `Exercises/01-X/README.md`, whose English is `english`) in
  /// this run's language: its translation when there is one made from this very English, else
  /// `english` and the fallback line.
  public func file(_ englishPath: String, english: String) -> String {
    translated(english) { $0.file(englishPath, english: english) }
  }

  /// Step `id`'s title in this run's language, or `english` (and the fallback line).
  public func stepTitle(id: String, english: String) -> String {
    translated(english) { $0.stepTitle(id: id, english: english) }
  }

  /// A planted bug's summary, hint and reason in this run's language, or the English ones (and
  /// the fallback line).
  public func plantedBug(step id: String, number: Int, _ english: PlantedBugTexts)
    -> PlantedBugTexts
  {
    translated(english) { $0.plantedBug(step: id, number: number, english) }
  }

  /// What `find` reads from this run's translations, or `english` (and the fallback line) when
  /// it finds nothing; `english` alone in English.
  private func translated<Text>(_ english: Text, _ find: (Translations) -> Text?) -> Text {
    guard let translations = lock.withLock({ translations }) else { return english }
    if let text = find(translations) { return text }
    fellBack()
    return english
  }

  /// Whether `englishPath` has an up-to-date translation in `language`, for `list`.
  public func hasTranslation(
    _ englishPath: String, english: String, in language: Language, root: URL
  )
    -> Bool
  {
    Translations(root: root, language: language).file(englishPath, english: english) != nil
  }
}

/// What goes between two sentences in the language of this run: a space, or nothing in
/// Chinese, whose full stops take the room of one (`已完成。下一步…`).
public var sentenceSpace: String {
  Localizer.shared.current == .simplifiedChinese ? "" : " "
}

/// `text` in the language of this run: `localized("Step \(n) is done.")`.
public func localized(_ text: LocalizableText) -> String {
  Localizer.shared.localize(text)
}

/// `text` as a sentence of the catalogues, to be put in a language later: by `localized(_:)`,
/// or by `LocalizableText.text(in:)` for a language other than the run's.
public func localizable(_ text: LocalizableText) -> LocalizableText { text }

/// The line that says some text is in English, in the language that lacks it: written here, not
/// in the catalogue, since it must work when the catalogue is missing or broken.
func fallbackLine(for language: Language) -> String {
  switch language {
  case .english: return ""
  case .simplifiedChinese: return "注意：部分内容还没有简体中文译文（或译文已过时），以英文显示。"
  case .korean: return "참고: 일부 내용은 아직 한국어 번역이 없거나 번역이 오래되어 영어로 표시합니다."
  case .french:
    return "Remarque : une partie du texte n’a pas encore de traduction française à jour ; "
      + "elle s’affiche en anglais."
  }
}
