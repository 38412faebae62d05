import WorkshopCore

/// A subcommand: what it accepts, and the one function that runs it.
protocol Command {
  /// The name, arguments, options and help of the command.
  static var spec: CommandSpec { get }
  /// Runs the command and returns the exit status.
  static func run(_ arguments: ParsedArguments, _ context: Context) throws -> ExitCode
}

/// Every command, in the order `help` lists them.
func allCommands() -> [any Command.Type] {
  [
    ListCommand.self, ShowCommand.self, CheckCommand.self, WatchCommand.self, HintCommand.self,
    SolutionCommand.self, ResetCommand.self, TrackCommand.self, ReportCommand.self,
    DoctorCommand.self, ClassCommand.self, ClassroomCommand.self, HelpCommand.self,
    VerifyCommand.self, MutateCommand.self, DocsCommand.self, TranslationsCommand.self,
  ]
}

/// The argument every step-taking command accepts.
let stepArgument = ArgumentSpec(
  name: "step",
  help: "A step number (3 or 03), folder (03-FileClient) or id (file-client).",
  isOptional: false)

/// The same, for commands that default to the next step that is not done.
let optionalStepArgument = ArgumentSpec(
  name: "step",
  help: "A step number (3 or 03), folder (03-FileClient) or id (file-client). "
    + "Default: the next step that is not done.",
  isOptional: true)
