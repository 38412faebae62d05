import WorkshopCourse

/// A subcommand: what it accepts, and the one function that runs it.
public protocol Command {
  /// The name, arguments, options and help of the command.
  static var spec: CommandSpec { get }
  /// Runs the command and returns the exit status.
  static func run(_ arguments: ParsedArguments, _ context: Context) throws -> ExitCode
}

/// The argument every step-taking command accepts.
public let stepArgument = ArgumentSpec(
  name: "step",
  help: "A step number (3 or 03), folder (03-FileClient) or id (file-client).",
  isOptional: false)

/// The same, for commands that default to the next step that is not done.
public let optionalStepArgument = ArgumentSpec(
  name: "step",
  help:
    """
    A step number (3 or 03), folder (03-FileClient) or id (file-client). Default: the next step \
    that is not done.
    """,
  isOptional: true)
