import Foundation

/// What each translation was made from: `Docs/i18n/sources.<lang>.json` maps a translated file
/// to the hash of every section of the English text it translates (and the step catalogue to the
/// hash of every English title and planted bug), as `workshop translations --stamp` recorded
/// them. A section whose English hash changed since is out of date.
public struct TranslationSources: Equatable, Sendable, Codable {
  /// Section hashes by translated file (relative to the course root), then by section key.
  public var files: [String: [String: String]]

  /// Sources as given, e.g. for a test.
  public init(files: [String: [String: String]] = [:]) {
    self.files = files
  }

  /// The record of `language` in the course at `root`; empty when there is none yet.
  /// - Throws: when the file exists but is not a record.
  public init(root: URL, language: Language) throws {
    let url = root.appendingPathComponent(TranslationSources.path(for: language))
    guard FileManager.default.fileExists(atPath: url.path) else {
      self.init()
      return
    }
    self = try JSONDecoder().decode(TranslationSources.self, from: Data(contentsOf: url))
  }

  /// `Docs/i18n/sources.fr.json`.
  public static func path(for language: Language) -> String {
    "Docs/i18n/sources.\(language.code).json"
  }

  /// Writes the record of `language` to the course at `root`, keys sorted so diffs stay small.
  public func write(root: URL, language: Language) throws {
    let url = root.appendingPathComponent(TranslationSources.path(for: language))
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    try (encoder.encode(self) + Data("\n".utf8)).write(to: url, options: .atomic)
  }

  /// The sections of `english` whose text changed since `file` was stamped, by key; every key
  /// when `file` was never stamped.
  public func changedSections(of file: String, english: [String: String]) -> [String] {
    let recorded = files[file] ?? [:]
    return english.filter { recorded[$0.key] != $0.value }.map(\.key).sorted()
  }
}

/// The hash of every section of `markdown`, by section key (`(top)`, `## What to do`, …).
public func sectionHashes(of markdown: String) -> [String: String] {
  let outline = MarkdownOutline(markdown)
  return Dictionary(
    zip(outline.sectionKeys, outline.sections.map { FNV1a.hex(of: $0.text) }),
    uniquingKeysWith: { first, _ in first })
}

/// The path of `englishPath`'s translation: `Exercises/01-PureReducers/README.fr.md` for
/// `Exercises/01-PureReducers/README.md`.
public func translationPath(of englishPath: String, in language: Language) -> String {
  guard let dot = englishPath.lastIndex(of: "."), !englishPath[dot...].contains("/") else {
    return englishPath + "." + language.code
  }
  return englishPath[..<dot] + "." + language.code + englishPath[dot...]
}
