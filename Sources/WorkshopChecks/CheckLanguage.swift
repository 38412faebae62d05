import Foundation
import WorkshopLocalization
import WorkshopTestRuns

/// The language the checks write their messages in: the learner's, which `workshop check` passes
/// in `WORKSHOP_LANG`, with the catalogues of the course in `WORKSHOP_ROOT` (else of the course
/// around the folder the tests run in). Through a plain `swift test`, which passes none, the
/// learner's locale (`LC_ALL`, `LC_MESSAGES`, `LANG`) decides, as it does for the CLI; `verify`
/// and `mutate` pass English.
enum CheckLanguage {
  /// Sets up this test process's language, once, on first use.
  static let isSetUp: Bool = {
    let environment = ProcessInfo.processInfo.environment
    let language = CheckLanguage.language(in: environment)
    guard language != .english else { return true }
    let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    let root =
      environment[CheckEnvironment.courseRoot].map { URL(fileURLWithPath: $0) }
      ?? courseRoot(around: here)
    Localizer.shared.configure(language, root: root) { _ in }
    return true
  }()

  /// The language `environment` asks for: `WORKSHOP_LANG`, else the POSIX locale, else English.
  static func language(in environment: [String: String]) -> Language {
    let choice = try? LanguageChoice(flag: nil, environment: environment)
    return choice?.language ?? .english
  }

  /// The folder at or above `folder` that holds the catalogues.
  private static func courseRoot(around folder: URL) -> URL? {
    var candidate = folder.standardizedFileURL
    while true {
      let catalogues = candidate.appendingPathComponent("Docs/i18n").path
      if FileManager.default.fileExists(atPath: catalogues) { return candidate }
      let parent = candidate.deletingLastPathComponent()
      if parent.path == candidate.path { return nil }
      candidate = parent
    }
  }
}

/// `text` in the learner's language, as the checks write it: a catalogue key, with its values
/// (numbers, code, identifiers) put in as they are.
///
/// ```swift
/// XCTAssertEqual(load.values, [nil], localized("TODO(1): a missing file should emit one nil"))
/// ```
public func localized(_ text: LocalizableText) -> String {
  _ = CheckLanguage.isSetUp
  return WorkshopLocalization.localized(text)
}
