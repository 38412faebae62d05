import WorkshopLocalization

/// The maintainers' commands. They live in a second executable, `workshop-maintainer`, which
/// links the engines (mutation testing, verify, docs, translations upkeep); the learner's
/// `workshop` lists them in its help and hands them over, building that executable on first use.
public enum MaintainerCommands {
  /// The product that runs them.
  public static let executable = "workshop-maintainer"

  /// Each command's name and one-line summary, in the order `help` lists them.
  public static let summaries: [(name: String, usage: String, abstract: String)] = [
    ("verify", "verify", "For maintainers and CI: verify the committed course end to end."),
    (
      "mutate", "mutate [<step>…]",
      "For maintainers: do the checks catch wrong answers? Mutation-test the reference."
    ),
    (
      "docs", "docs",
      "Build the DocC tutorial and API reference as a static site; --serve serves it."
    ),
    (
      "translations", "translations [<file>…]",
      "For maintainers: list out-of-date translations, or stamp updated ones."
    ),
  ]

  /// The one-line summary of the maintainers' command `name`, in English.
  public static func abstract(of name: String) -> LocalizableText {
    LocalizableText(key: summaries.first { $0.name == name }?.abstract ?? "", values: [])
  }

  /// Whether `name` is one of them.
  public static func contains(_ name: String) -> Bool {
    summaries.contains { $0.name == name }
  }

  /// The maintainers' command that the command line `words` runs, if any: `verify --keep`, or
  /// `help verify` (the help lives with the command).
  public static func command(in words: [String]) -> String? {
    let name = words.first == "help" ? words.dropFirst().first : words.first
    return name.flatMap { contains($0) ? $0 : nil }
  }
}
