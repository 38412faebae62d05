import WorkshopCourse
import WorkshopLocalization

/// A command line read against a `CommandSpec`.
public struct ParsedArguments: Equatable, Sendable {
  /// Positional arguments by their spec name; left-out optional ones are absent.
  public var arguments: [String: String] = [:]
  /// Flags that were given, by name.
  public var flags: Set<String> = []
  /// Options that were given, by name, with their values.
  public var options: [String: String] = [:]
  /// Every value of a repeated positional argument, in order, by its spec name.
  public var repeated: [String: [String]] = [:]

  /// Whether the flag `name` was given.
  public func has(_ name: String) -> Bool { flags.contains(name) }

  /// Every value given for the positional argument `name`, each whole: a file name that holds
  /// a newline stays one value.
  public func values(of name: String) -> [String] {
    repeated[name] ?? arguments[name].map { [$0] } ?? []
  }

  /// The longest time any option takes, in seconds: a day. Longer is a typo, and would overflow
  /// the clocks it is added to.
  static let maximumSeconds: Double = 86_400

  /// The least time a limit on a check may be: a check's process takes longer than that to start.
  public static let minimumTimeout: Double = 1

  /// The value of option `name` as a number of seconds, more than 0 (at least `minimum`, when
  /// given) and at most a day.
  /// - Throws: `UsageError` naming the accepted range when the value is anything else (`inf`,
  ///   `nan`, `1e308`, `1e-300` under a minimum, a word).
  public func seconds(_ name: String, command: String, atLeast minimum: Double? = nil) throws
    -> Double?
  {
    guard let text = options[name] else { return nil }
    guard let value = Double(text), value > 0, value >= minimum ?? 0,
      value <= Self.maximumSeconds
    else {
      let most = Int(Self.maximumSeconds)
      throw UsageError(
        minimum.map {
          localized(
            """
            --\(name) takes a number of seconds from \(String(format: "%g", $0)) to \(most) (a \
            day), such as 40; not '\(text)'.
            """)
        }
          ?? localized(
            """
            --\(name) takes a number of seconds above 0 and at most \(most) (a day), such as 40; \
            not '\(text)'.
            """), command: command)
    }
    return value
  }
}

/// What the user asked for: to run the command, or to read its help.
enum ParseOutcome: Equatable, Sendable {
  /// Run the command with these arguments.
  case run(ParsedArguments)
  /// Print the command's help.
  case help
}

/// Reads `words` (the command line after the subcommand's name) against `spec`.
///
/// Accepts `--flag`, `--option value`, `--option=value`, `-y` aliases, `--` to end options, and
/// `-h`/`--help` anywhere.
/// - Throws: `UsageError` naming the unknown option, the missing value or the extra argument.
func parseArguments(_ words: [String], for spec: CommandSpec) throws -> ParseOutcome {
  var parsed = ParsedArguments()
  var positionals: [String] = []
  var index = 0
  var optionsEnded = false
  func fail(_ message: String) -> UsageError { UsageError(message, command: spec.name) }

  while index < words.count {
    let word = words[index]
    index += 1
    if optionsEnded || !word.hasPrefix("-") || word == "-" {
      positionals.append(word)
      continue
    }
    if word == "--" {
      optionsEnded = true
      continue
    }
    if word == "-h" || word == "--help" { return .help }
    let (name, inlineValue) = splitOption(word)
    guard
      let option = spec.options.first(where: {
        $0.longName == name || "-\($0.shortName ?? " ")" == name
      })
    else {
      throw fail(localized("'\(spec.name)' has no option \(name)."))
    }
    guard option.valueName != nil else {
      if inlineValue != nil { throw fail(localized("\(option.longName) takes no value.")) }
      parsed.flags.insert(option.name)
      continue
    }
    if let inlineValue {
      parsed.options[option.name] = inlineValue
    } else if index < words.count {
      parsed.options[option.name] = words[index]
      index += 1
    } else {
      throw fail(
        localized(
          "\(option.longName) needs a value: \(option.longName) <\(option.valueName ?? "value")>."))
    }
  }

  // NB: a last argument that repeats (`mutate 05 06`) takes every positional left, one per line.
  if let last = spec.arguments.last, last.isRepeated, positionals.count >= spec.arguments.count {
    let kept = spec.arguments.count - 1
    parsed.repeated[last.name] = Array(positionals[kept...])
    positionals = Array(positionals[..<kept]) + [positionals[kept...].joined(separator: "\n")]
  }
  guard positionals.count <= spec.arguments.count else {
    let extra = positionals[spec.arguments.count...].joined(separator: " ")
    throw fail(localized("'\(spec.name)' does not take '\(extra)'."))
  }
  for (argument, value) in zip(spec.arguments, positionals) {
    parsed.arguments[argument.name] = value
  }
  if let missing = spec.arguments.dropFirst(positionals.count).first(where: { !$0.isOptional }) {
    throw fail(localized("'\(spec.name)' needs <\(missing.name)>."))
  }
  return .run(parsed)
}

private func splitOption(_ word: String) -> (String, String?) {
  guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return (word, nil) }
  return (String(word[..<equals]), String(word[word.index(after: equals)...]))
}
