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

  /// `workshop check [<step>] [--timeout <seconds>]`, the placeholders in the learner's language
  /// but for a maintainers' command.
  public var usage: String {
    let english = isForMaintainers
    let arguments = self.arguments.map { $0.usage(english: english) }
    let options = self.options.map { option in
      "[" + option.longName
        + (option.valueName.map { " " + placeholder($0, english: english) } ?? "") + "]"
    }
    return (["workshop", name] + arguments + options).joined(separator: " ")
  }

  /// The full `--help` text, laid out to `width` columns: in the learner's language, or in
  /// English for a maintainers' command, after a line in the learner's language that says why.
  public func helpText(width: Int = Terminal.plain.width) -> String {
    let english = isForMaintainers
    func text(_ text: LocalizableText) -> String { english ? text.english : localized(text) }
    // NB: the labels are written out for each language, so that the catalogues find their keys.
    let (usageLine, argumentsLabel, optionsLabel, helpHelp) =
      english
      ? ("Usage: \(usage)", "Arguments:", "Options:", "Show this help.")
      : (
        localized("Usage: \(usage)"), localized("Arguments:"), localized("Options:"),
        localized("Show this help.")
      )
    var lines = wrapped(usageLine, width: width) + [""] + wrapped(text(abstract), width: width)
    if !discussion.key.isEmpty {
      lines += [""] + paragraphs(text(discussion)).flatMap { wrapped($0, width: width) }
    }
    if !arguments.isEmpty {
      lines += ["", argumentsLabel]
      lines += twoColumns(
        arguments.map { (placeholder($0.name, english: english), text($0.help)) }, width: width)
    }
    lines += ["", optionsLabel]
    lines += twoColumns(
      options.map { (flags(of: $0, english: english), text($0.help)) }
        + [("-h, --help", helpHelp)], width: width)
    guard english, Localizer.shared.current != .english else {
      return lines.joined(separator: "\n")
    }
    let why = localized(
      "This command is for the workshop's maintainers: its help and its output are in English.")
    return (wrapped(why, width: width) + [""] + lines).joined(separator: "\n")
  }

  private func flags(of option: OptionSpec, english: Bool) -> String {
    (option.shortName.map { "-\($0), " } ?? "") + option.longName
      + (option.valueName.map { " " + placeholder($0, english: english) } ?? "")
  }
}

/// `text` split at its line breaks, each line a paragraph of its own.
private func paragraphs(_ text: String) -> [String] {
  text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
}

/// Rows of a name and its help, two columns in: the help column starts two columns after the
/// widest name (in display columns), and a help too long for the width wraps under itself.
///
/// ```swift
/// twoColumns([("--yes", "Skip the question.")], width: 80)  // ["  --yes  Skip the question."]
/// ```
public func twoColumns(_ rows: [(String, String)], width: Int) -> [String] {
  let nameWidth = (rows.map { displayWidth($0.0) }.max() ?? 0) + 2
  let hanging = String(repeating: " ", count: 2 + nameWidth)
  return rows.flatMap { name, help in
    wrapped(help, width: max(20, width - hanging.count)).enumerated().map { index, line in
      (index == 0 ? "  " + padded(name, toWidth: nameWidth) : hanging) + line
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

  /// `<step>`, `[<step>]` or `[<step>…]`, as usage lines show it, in the learner's language.
  public var usage: String { usage(english: false) }

  /// `usage`, its placeholder in English for a maintainers' command.
  func usage(english: Bool) -> String {
    let name = placeholder(self.name, english: english) + (isRepeated ? "…" : "")
    return isOptional ? "[\(name)]" : name
  }
}

/// A flag (`--yes`) or an option with a value (`--timeout 30`) of a subcommand.
public struct OptionSpec: Sendable {
  /// The name without dashes, e.g. `yes`.
  public let name: String
  /// An optional one-letter alias, e.g. `y` for `-y`.
  let shortName: Character?
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
  var longName: String { "--\(name)" }
}
