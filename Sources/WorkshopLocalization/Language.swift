/// A language the workshop speaks: English, the source, and the languages of its translations.
public enum Language: String, CaseIterable, Sendable {
  /// English, the language every text is written in first.
  case english = "en"
  /// Simplified Chinese.
  case simplifiedChinese = "zh-Hans"
  /// Korean.
  case korean = "ko"
  /// French.
  case french = "fr"

  /// The translations, without English.
  public static let translations: [Language] = [.simplifiedChinese, .korean, .french]

  /// The code used in file names and on the command line: `en`, `zh-Hans`, `ko`, `fr`.
  public var code: String { rawValue }

  /// Reads a language code or a POSIX locale name: `fr`, `zh-Hans`, `zh_CN.UTF-8`,
  /// `ko_KR.UTF-8`, `fr_CA@euro`, `C`; `nil` for a language the workshop does not speak.
  ///
  /// ```swift
  /// Language(locale: "zh_CN.UTF-8")  // .simplifiedChinese
  /// ```
  public init?(locale: String) {
    let name = locale.prefix { $0 != "." && $0 != "@" }
    let base = name.prefix { $0 != "_" && $0 != "-" }.lowercased()
    switch base {
    case "en", "c", "posix": self = .english
    // NB: every Chinese locale reads the simplified texts; there are no traditional ones
    // (`isTraditionalChinese` tells the reader so).
    case "zh": self = .simplifiedChinese
    case "ko": self = .korean
    case "fr": self = .french
    default: return nil
    }
  }

  /// Whether `locale` asks for Traditional Chinese: `zh_TW`, `zh_HK`, `zh_MO`, `zh-Hant`,
  /// `zh-Hant-TW`; not `zh-Hans-HK`, which names the simplified script.
  static func isTraditionalChinese(_ locale: String) -> Bool {
    let name = locale.prefix { $0 != "." && $0 != "@" }.lowercased()
    let parts = name.split { $0 == "_" || $0 == "-" }
    guard parts.first == "zh", !parts.contains("hans") else { return false }
    return parts.contains { ["hant", "tw", "hk", "mo"].contains($0) }
  }
}
