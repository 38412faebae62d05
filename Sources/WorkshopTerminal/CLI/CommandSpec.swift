import WorkshopLocalization

/// What a subcommand accepts, and the words its `--help` prints: in the learner's language for
/// the learner's commands (each text a catalogue key), in English for the maintainers'.
///
/// ```swift
/// CommandSpec(
///   name: "hint", abstract: "Show the next hint for a step.",
///   arguments: [.init(name: "step", help: "The step.", isOptional: true)])
/// ```
public struct CommandSpec: Sendable {
  /// The word after `workshop`, e.g. `check`.
  public let name: String
  /// One line for the command list.
  public let abstract: LocalizableText
  /// Positional arguments, in order.
  public let arguments: [ArgumentSpec]
  /// Flags and options, without the always-present `--help`.
  public let options: [OptionSpec]
  /// Paragraphs printed under the usage line.
  public let discussion: LocalizableText
  /// Whether the command is a maintainers' one: its help stays English, and says so once in the
  /// learner's language.
  public let isForMaintainers: Bool

  /// Describes a subcommand.
  public init(
    name: String, abstract: LocalizableText, arguments: [ArgumentSpec] = [],
    options: [OptionSpec] = [], discussion: LocalizableText = "", isForMaintainers: Bool = false
  ) {
    self.name = name
    self.abstract = abstract
    self.arguments = arguments
    self.options = options
    self.discussion = discussion
    self.isForMaintainers = isForMaintainers
  }

  /// `workshop check [<step>] [--timeout <seconds>]`.
  public var usage: String {
    let arguments = self.arguments.map(\.usage)
    let options = self.options.map { option in
      "[" + option.longName + (option.valueName.map { " <\($0)>" } ?? "") + "]"
    }
    return (["workshop", name] + arguments + options).joined(separator: " ")
  }

  /// The full `--help` text.
  public var helpText: String {
    if isForMaintainers { return englishHelp }
    var lines = [localized("Usage: \(usage)"), "", localized(abstract)]
    if !discussion.key.isEmpty { lines += ["", localized(discussion)] }
    if !arguments.isEmpty {
      lines += ["", localized("Arguments:")]
      lines += table(arguments.map { ("<\($0.name)>", localized($0.help)) })
    }
    lines += ["", localized("Options:")]
    lines += table(
      options.map { (flags(of: $0), localized($0.help)) }
        + [("-h, --help", localized("Show this help."))])
    return lines.joined(separator: "\n")
  }

  /// A maintainers' command's help: English, after a line in the learner's language that says
  /// why.
  private var englishHelp: String {
    var lines = ["Usage: \(usage)", "", abstract.english]
    if !discussion.key.isEmpty { lines += ["", discussion.english] }
    if !arguments.isEmpty {
      lines += ["", "Arguments:"] + table(arguments.map { ("<\($0.name)>", $0.help.english) })
    }
    lines += ["", "Options:"]
    lines += table(
      options.map { (flags(of: $0), $0.help.english) } + [("-h, --help", "Show this help.")])
    guard Localizer.shared.current != .english else { return lines.joined(separator: "\n") }
    let why = localized(
      "This command is for the workshop's maintainers: its help and its output are in English.")
    return ([why, ""] + lines).joined(separator: "\n")
  }

  private func flags(of option: OptionSpec) -> String {
    (option.shortName.map { "-\($0), " } ?? "") + option.longName
      + (option.valueName.map { " <\($0)>" } ?? "")
  }

  private func table(_ rows: [(String, String)]) -> [String] {
    let width = (rows.map(\.0.count).max() ?? 0) + 2
    return rows.map { name, help in
      "  " + name.padding(toLength: width, withPad: " ", startingAt: 0) + help
    }
  }
}

/// A positional argument of a subcommand.
public struct ArgumentSpec: Sendable {
  /// The name shown in usage, e.g. `step`.
  public let name: String
  /// One line of help.
  public let help: LocalizableText
  /// Whether the argument may be left out.
  public let isOptional: Bool
  /// Whether the argument, the last one, may be given many times; the values reach the command
  /// one per line.
  public let isRepeated: Bool

  /// Describes a positional argument.
  public init(name: String, help: LocalizableText, isOptional: Bool, isRepeated: Bool = false) {
    self.name = name
    self.help = help
    self.isOptional = isOptional
    self.isRepeated = isRepeated
  }

  /// `<step>`, `[<step>]` or `[<step>…]`, as usage lines show it.
  public var usage: String {
    let name = "<\(self.name)>" + (isRepeated ? "…" : "")
    return isOptional ? "[\(name)]" : name
  }
}

/// A flag (`--yes`) or an option with a value (`--timeout 30`) of a subcommand.
public struct OptionSpec: Sendable {
  /// The name without dashes, e.g. `yes`.
  public let name: String
  /// An optional one-letter alias, e.g. `y` for `-y`.
  public let shortName: Character?
  /// The placeholder for the value, or `nil` for a flag.
  public let valueName: String?
  /// One line of help.
  public let help: LocalizableText

  /// Describes a flag or an option.
  public init(
    name: String, short: Character? = nil, valueName: String? = nil, help: LocalizableText
  ) {
    self.name = name
    self.shortName = short
    self.valueName = valueName
    self.help = help
  }

  /// `--name`.
  public var longName: String { "--\(name)" }
}
