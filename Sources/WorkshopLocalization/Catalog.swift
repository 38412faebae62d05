import Foundation

/// The CLI's sentences in one language: `Docs/i18n/cli.<lang>.json`, a JSON object
/// `{"strings": {"<English text with {1} placeholders>": "<translation>"}}`.
public struct Catalog: Equatable, Sendable, Decodable {
  /// Translations by English key.
  public let strings: [String: String]

  /// A catalogue of the given translations.
  public init(strings: [String: String]) {
    self.strings = strings
  }

  /// Reads a catalogue file.
  /// - Throws: when the file is missing or is not a catalogue.
  public init(contentsOf url: URL) throws {
    self = try JSONDecoder().decode(Catalog.self, from: Data(contentsOf: url))
  }

  /// The catalogue's path for `language`, relative to the course root.
  public static func path(for language: Language) -> String {
    "Docs/i18n/cli.\(language.code).json"
  }

  /// The path of the catalogue of the steps' checks for `language`: the messages the checks
  /// write (`Solutions/NN-Name/Checks/`, `WorkshopChecks`), read by the test processes.
  public static func checksPath(for language: Language) -> String {
    "Docs/i18n/checks.\(language.code).json"
  }

  /// Both catalogues of `language` under `root`, as one; `nil` when neither can be read.
  public static func all(for language: Language, root: URL) -> Catalog? {
    let catalogs = [path(for: language), checksPath(for: language)].compactMap {
      try? Catalog(contentsOf: root.appendingPathComponent($0))
    }
    guard !catalogs.isEmpty else { return nil }
    return Catalog(
      strings: catalogs.reduce(into: [:]) { all, catalog in
        all.merge(catalog.strings) { first, _ in first }
      })
  }

  /// The translation of `text`, or `nil` when the catalogue has none (or an empty one, or one
  /// that lost a value's placeholder: better English than a sentence missing its number). A
  /// Korean particle marker (`{1:을}`, `{을}`) takes the form that agrees with the word before it.
  public func translation(of text: LocalizableText) -> String? {
    guard let template = strings[text.key], !template.isEmpty else { return nil }
    let placed = LocalizableText.placeholders(in: template)
    let keeps = text.values.indices.allSatisfy { placed.contains($0 + 1) }
    return keeps ? text.filling(template) : nil
  }

  /// The translation of `message`, a sentence some code already put together in English: the
  /// one whose key it is, or whose key it fills (`TODO(3): {1} is not written yet` for `TODO(3):
  /// awaitOutput is not written yet`), its values carried over; `nil` when no key fits.
  public func translation(ofMessage message: String) -> String? {
    if let exact = translation(of: LocalizableText(key: message, values: [])) { return exact }
    // NB: the key that says the most of the message wins: a joiner such as `{1}; {2}` fits
    // almost any message, the check's own sentence with its values fits it better.
    let fits = strings.keys.filter { $0.contains("{1}") && !Self.isPlaceholdersOnly($0) }
      .compactMap { key in
        LocalizableText.values(filling: key, toMake: message).map { (key: key, values: $0) }
      }
    guard
      let best = fits.max(by: {
        ($0.values.joined().count, $1.key) > ($1.values.joined().count, $0.key)
      })
    else { return nil }
    // A joiner's values are sentences of their own (`"\(message); \(whatHappened)"`), each
    // translated by its key where it has one.
    let values =
      Self.isJoiner(best.key)
      ? best.values.map { translation(ofMessage: $0) ?? $0 } : best.values
    return translation(of: LocalizableText(key: best.key, values: values))
  }

  /// Whether `key` is only placeholders and punctuation, such as `{1}; {2}`.
  private static func isJoiner(_ key: String) -> Bool {
    !withoutPlaceholders(key).contains { $0.isLetter }
  }

  /// Whether `key` is placeholders and nothing else, such as `{1}`, which fits any message.
  private static func isPlaceholdersOnly(_ key: String) -> Bool {
    withoutPlaceholders(key).isEmpty
  }

  private static func withoutPlaceholders(_ key: String) -> String {
    key.replacingOccurrences(of: #"\{\d+(:[^}]*)?\}"#, with: "", options: .regularExpression)
  }
}
