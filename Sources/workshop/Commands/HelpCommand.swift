import WorkshopCourse
import WorkshopLocalization
import WorkshopTerminal

/// `workshop help [command]`: the command list, or one command's help.
enum HelpCommand: Command {
  static let spec = CommandSpec(
    name: "help",
    abstract: "Show this help, or a command's.",
    arguments: [ArgumentSpec(name: "command", help: "The command to explain.", isOptional: true)])

  static func run(_ arguments: ParsedArguments, _ context: Context) throws -> ExitCode {
    if let name = arguments.arguments["command"] {
      guard let command = allCommands().first(where: { $0.spec.name == name }) else {
        throw UsageError(localized("Unknown command '\(name)'."))
      }
      context.terminal.print(command.spec.helpText(width: context.terminal.width))
      return .success
    }
    context.terminal.print(overview(width: context.terminal.width))
    return .success
  }

  /// The commands listed under a heading of their own, after the learner's: those that follow a
  /// class, and those that check the course rather than a learner's work (which speak English).
  static var groups: [(heading: String, commands: Set<String>)] {
    [
      (localized("For instructors:"), ["class", "classroom"]),
      (localized("For maintainers (in English):"), ["verify", "mutate", "docs", "translations"]),
    ]
  }

  /// The command list and what every command shares, laid out to `width` columns.
  static func overview(width: Int) -> String {
    // NB: the maintainers' commands are listed from their summaries: their code, and their
    // full help, live in the maintainers' executable.
    let rows =
      allCommands().map { command -> (String, String) in
        let arguments = command.spec.arguments.map(\.usage)
        return (
          ([command.spec.name] + arguments).joined(separator: " "), localized(command.spec.abstract)
        )
      } + MaintainerCommands.summaries.map { ($0.usage, $0.abstract) }
    let groups = self.groups
    let grouped = groups.reduce(Set<String>()) { $0.union($1.commands) }
    let nameWidth = rows.map { displayWidth($0.0) }.max() ?? 0
    // NB: every group's help column starts at the same place, as wide as the widest name.
    func table(_ include: (String) -> Bool) -> [String] {
      twoColumns(
        rows.filter { include(String($0.0.prefix { $0 != " " })) }.map {
          (padded($0.0, toWidth: nameWidth), $0.1)
        }, width: width)
    }
    func text(_ paragraphs: String...) -> [String] {
      paragraphs.flatMap { $0.isEmpty ? [""] : wrapped($0, width: width) }
    }
    let head = text(
      localized("The workshop's tutorial runner."), "",
      localized("Usage: \(Context.invocation) [<command>] [<arguments>]"), "",
      localized("Commands:"))
    let tables =
      table { !grouped.contains($0) }
      + groups.flatMap { group in ["", group.heading] + table(group.commands.contains) }
    let tail = text(
      "",
      localized("A step is a number (3 or 03), a folder (03-FileClient) or an id (file-client)."),
      localized("show, check, watch and hint default to the next step that is not done."),
      localized("`\(Context.invocation) <command> --help` explains one command."), "",
      localized(
        """
        Exit status: 0 success; 1 checks fail or verify found a problem; 2 usage error; 3 course \
        files missing or corrupt; 4 git, swift or a terminal missing; 130 interrupted.
        """), "",
      localized("Colour is used on terminals only, and never when NO_COLOR is set."),
      localized(
        "Every command takes --lang en|zh-Hans|ko|fr; else WORKSHOP_LANG, else the locale."))
    return (head + tables + tail).joined(separator: "\n")
  }
}
