import Foundation

/// The step data in one language: `Docs/i18n/steps.<lang>.json`, each step's title and each
/// planted bug's summary and hint, by step id (as in `Exercises/steps.json`) and bug number.
///
/// ```json
/// {"steps": {"file-client": {"title": "…", "bugs": {"1": {"summary": "…", "hint": "…"}}}}}
/// ```
public struct StepCatalog: Equatable, Sendable, Decodable {
  /// One step's texts.
  public struct StepTexts: Codable, Equatable, Sendable {
    /// The step's title ("what you learn").
    public let title: String?
    /// Its planted bugs by number.
    public let bugs: [String: BugTexts]?
  }

  /// One planted bug's texts.
  public struct BugTexts: Codable, Equatable, Sendable {
    /// What goes wrong.
    public let summary: String?
    /// How a test notices it.
    public let hint: String?
    /// Why the learner's tests need not catch it, for a bug that has a reason.
    public let uncatchableBecause: String?
  }

  /// Texts by step id.
  public let steps: [String: StepTexts]

  /// A catalogue of the given texts.
  public init(steps: [String: StepTexts] = [:]) {
    self.steps = steps
  }

  /// Reads a catalogue file.
  /// - Throws: when the file is missing or not a step catalogue.
  public init(contentsOf url: URL) throws {
    self = try JSONDecoder().decode(StepCatalog.self, from: Data(contentsOf: url))
  }

  /// `Docs/i18n/steps.fr.json`.
  public static func path(for language: Language) -> String {
    "Docs/i18n/steps.\(language.code).json"
  }

  /// The key under which the sources record a step title's English hash.
  public static func titleKey(step id: String) -> String { "\(id) title" }

  /// The key under which the sources record a planted bug's English hash.
  public static func bugKey(step id: String, bug number: Int) -> String { "\(id) bug \(number)" }

  /// The hash a planted bug's English texts are recorded under (its reason, where it has one,
  /// counts too).
  public static func bugHash(summary: String, hint: String, uncatchableBecause: String? = nil)
    -> String
  {
    FNV1a.hex(
      of: ([summary, hint] + [uncatchableBecause].compactMap { $0 }).joined(separator: "\n"))
  }
}
