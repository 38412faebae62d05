// The `workshop` command: the root only dispatches. Each command lives in Commands/, one file
// each; the logic they share lives in the WorkshopCore library, where it is unit-tested.
import Foundation
import WorkshopCore
import WorkshopLocalization
import WorkshopProcesses

/// Finds the command named by the first word and runs it with the rest.
func dispatch(_ words: [String], context: Context) -> ExitCode {
  var words = words.isEmpty ? ["list"] : words
  if ["-h", "--help"].contains(words[0]) { words[0] = "help" }
  let name = words.removeFirst()
  let commands = allCommands()
  guard let command = commands.first(where: { $0.spec.name == name }) else {
    let suggestion = closestMatch(to: name, in: commands.map { $0.spec.name })
    return context.report(
      UsageError(
        localized("Unknown command '\(name)'.")
          + (suggestion.map { " " + localized("Did you mean '\($0)'?") } ?? ""))
    )
  }
  do {
    let outcome = try parseArguments(words, for: command.spec)
    guard case .run(let arguments) = outcome else {
      context.terminal.print(command.spec.helpText)
      return .success
    }
    return try command.run(arguments, context)
  } catch {
    return context.report(error)
  }
}

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
exit(dispatch(words, context: context).rawValue)
