import Foundation
import WorkshopCourse
import WorkshopLocalization
import WorkshopTestRuns

/// Runs one of the workshop's executables: chooses the language (taking `--lang` out of the
/// words), installs the Ctrl-C handler, then hands the words to `run` and exits with its status.
public func runCommandLine(_ run: (_ words: [String], _ context: Context) -> ExitCode) -> Never {
  // NB: a Ctrl-C before the handler is installed waits for it, rather than ending the run
  // without a word.
  Interrupts.holdSignals()
  let terminal = Terminal()
  var words = Array(CommandLine.arguments.dropFirst())
  do {
    try setUpLanguage(&words, terminal: terminal)
  } catch {
    exit(Context(terminal: terminal).report(error).rawValue)
  }
  // NB: the context is made once the language is known: it prepares its Ctrl-C message.
  let context = Context(terminal: terminal)
  Interrupts.install { _ in
    context.interrupted()
  }
  let status = run(words, context)
  // NB: what this run's children left running ends with it (see `Leftovers`).
  Interrupts.end(with: status.rawValue)
}

/// Finds the command of `commands` named by the first word and runs it with the rest; no word
/// runs `defaultCommand`. An unknown word is matched against `alsoKnown` too for a suggestion.
public func dispatch(
  _ words: [String], to commands: [any Command.Type], alsoKnown: [String] = [],
  defaultCommand: String = "list", context: Context
) -> ExitCode {
  var words = words.isEmpty ? [defaultCommand] : words
  if ["-h", "--help"].contains(words[0]) { words[0] = "help" }
  let name = words.removeFirst()
  guard let command = commands.first(where: { $0.spec.name == name }) else {
    let suggestion = closestMatch(to: name, in: commands.map { $0.spec.name } + alsoKnown)
    return context.report(
      UsageError(
        localized("Unknown command '\(name)'.")
          + (suggestion.map { sentenceSpace + localized("Did you mean '\($0)'?") } ?? ""))
    )
  }
  do {
    let outcome = try parseArguments(words, for: command.spec)
    guard case .run(let arguments) = outcome else {
      context.terminal.print(command.spec.helpText(width: context.terminal.width))
      return .success
    }
    return try command.run(arguments, context)
  } catch {
    return context.report(error)
  }
}
