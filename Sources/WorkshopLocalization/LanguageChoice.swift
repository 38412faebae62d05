/// Which language a command speaks, and why: `--lang`, else `WORKSHOP_LANG`, else the POSIX
/// locale (`LC_ALL`, `LC_MESSAGES`, `LANG`, the first one set), else English.
public struct LanguageChoice: Equatable, Sendable {
  /// The language chosen.
  public let language: Language
  /// A sentence for the learner when a setting named a language the workshop does not speak.
  public let warning: String?
  /// The line, in the learner's own script, that says the language they asked for is shown in
  /// another one: Traditional Chinese reads the Simplified Chinese texts.
  public let notice: String?

  /// Chooses from the `--lang` value (if any) and the environment.
  /// - Throws: `LanguageChoice.UnknownLanguage` when `--lang` names an unknown language: the
  ///   learner asked for it explicitly, so guessing would hide the typo.
  public init(flag: String?, environment: [String: String]) throws {
    if let flag {
      guard let language = Language(locale: flag) else { throw UnknownLanguage(code: flag) }
      self.init(language: language, warning: nil, asked: flag)
      return
    }
    if let value = environment["WORKSHOP_LANG"], !value.isEmpty {
      guard let language = Language(locale: value) else {
        self.init(
          language: .english,
          warning: "WORKSHOP_LANG=\(value) is not a language the workshop speaks "
            + "(\(LanguageChoice.codes)); using English.")
        return
      }
      self.init(language: language, warning: nil, asked: value)
      return
    }
    // NB: POSIX: the first of these that is set and not empty decides, even for a language
    // the workshop does not speak (which then reads English).
    let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }
      .first { !$0.isEmpty }
    self.init(
      language: locale.flatMap(Language.init(locale:)) ?? .english, warning: nil,
      asked: locale ?? "")
  }

  /// A choice made directly, e.g. for a test.
  public init(language: Language, warning: String?, notice: String? = nil) {
    self.language = language
    self.warning = warning
    self.notice = notice
  }

  private init(language: Language, warning: String?, asked: String) {
    self.init(
      language: language, warning: warning,
      notice: Language.isTraditionalChinese(asked) ? LanguageChoice.traditionalChineseLine : nil)
  }

  /// What a reader of Traditional Chinese is told, in Traditional Chinese: the workshop speaks
  /// Simplified Chinese, which follows, and English is one flag away. (No Traditional text is
  /// generated: see Docs/i18n/README.md.)
  static let traditionalChineseLine =
    "注意：本工作坊沒有繁體中文版，以下以簡體中文顯示（加上 --lang en 可改看英文）。"

  /// `en, zh-Hans, ko, fr`.
  public static let codes = Language.allCases.map(\.code).joined(separator: ", ")

  /// `--lang` named a language the workshop does not speak.
  struct UnknownLanguage: Error, Equatable, CustomStringConvertible {
    /// What the learner typed.
    public let code: String
    /// The message for the learner.
    public var description: String {
      "--lang \(code): the workshop speaks \(LanguageChoice.codes)."
    }
  }
}

/// Takes `--lang <code>` or `--lang=<code>` out of `words`, wherever it is (before `--`), and
/// returns its value: every command accepts it, so no command has to declare it.
/// - Throws: `LanguageChoice.MissingValue` when `--lang` ends the line.
public func extractLanguageFlag(from words: inout [String]) throws -> String? {
  var value: String?
  var index = 0
  while index < words.count, words[index] != "--" {
    let word = words[index]
    if word == "--lang" {
      guard index + 1 < words.count else { throw LanguageChoice.MissingValue() }
      value = words[index + 1]
      words.removeSubrange(index...(index + 1))
    } else if word.hasPrefix("--lang=") {
      value = String(word.dropFirst("--lang=".count))
      words.remove(at: index)
    } else {
      index += 1
    }
  }
  return value
}

extension LanguageChoice {
  /// `--lang` was given without a value.
  struct MissingValue: Error, Equatable, CustomStringConvertible {
    /// The message for the learner.
    public var description: String {
      "--lang needs a language: \(LanguageChoice.codes)."
    }
  }
}
