/// What a subcommand accepts, and the words its `--help` prints.
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
  public let abstract: String
  /// Positional arguments, in order.
  public let arguments: [ArgumentSpec]
  /// Flags and options, without the always-present `--help`.
  public let options: [OptionSpec]
  /// Paragraphs printed under the usage line.
  public let discussion: String

  /// Describes a subcommand.
  public init(
    name: String, abstract: String, arguments: [ArgumentSpec] = [], options: [OptionSpec] = [],
    discussion: String = ""
  ) {
    self.name = name
    self.abstract = abstract
    self.arguments = arguments
    self.options = options
    self.discussion = discussion
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
    var lines = ["Usage: \(usage)", "", abstract]
    if !discussion.isEmpty { lines += ["", discussion] }
    if !arguments.isEmpty {
      lines += ["", "Arguments:"]
      lines += table(arguments.map { ("<\($0.name)>", $0.help) })
    }
    lines += ["", "Options:"]
    lines += table(
      options.map { option in
        let short = option.shortName.map { "-\($0), " } ?? ""
        return (short + option.longName + (option.valueName.map { " <\($0)>" } ?? ""), option.help)
      } + [("-h, --help", "Show this help.")])
    return lines.joined(separator: "\n")
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
  public let help: String
  /// Whether the argument may be left out.
  public let isOptional: Bool
  /// Whether the argument, the last one, may be given many times; the values reach the command
  /// one per line.
  public let isRepeated: Bool

  /// Describes a positional argument.
  public init(name: String, help: String, isOptional: Bool, isRepeated: Bool = false) {
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
  public let help: String

  /// Describes a flag or an option.
  public init(name: String, short: Character? = nil, valueName: String? = nil, help: String) {
    self.name = name
    self.shortName = short
    self.valueName = valueName
    self.help = help
  }

  /// `--name`.
  public var longName: String { "--\(name)" }
}
