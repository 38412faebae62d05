import WorkshopCourse
import WorkshopTerminal

/// Every maintainers' command, in the order `help` lists them.
func maintainerCommands() -> [any Command.Type] {
  [
    VerifyCommand.self, MutateCommand.self, DocsCommand.self, TranslationsCommand.self,
    MaintainerHelpCommand.self,
  ]
}

/// `workshop help <command>` for a maintainers' command: that command's help.
enum MaintainerHelpCommand: Command {
  static let spec = CommandSpec(
    name: "help",
    abstract: "Show a maintainers' command's help.",
    arguments: [ArgumentSpec(name: "command", help: "The command to explain.", isOptional: true)],
    isForMaintainers: true)

  static func run(_ arguments: ParsedArguments, _ context: Context) throws -> ExitCode {
    let name = arguments.arguments["command"]
    guard let command = maintainerCommands().first(where: { $0.spec.name == name }) else {
      let names = MaintainerCommands.summaries.map(\.name).joined(separator: ", ")
      // NB: in English, as every maintainers' command speaks.
      context.terminal.print(
        "The maintainers' commands: \(names). `\(Context.invocation) help` lists every command.")
      return name == nil ? .success : .usage
    }
    context.terminal.print(command.spec.helpText(width: context.terminal.width))
    return .success
  }
}
