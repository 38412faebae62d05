import Foundation
import WorkshopCourse
import WorkshopLocalization

/// Chooses this run's language (`--lang`, taken out of `words`, else the environment) and loads
/// its catalogue from the course around the working directory, or around the executable when
/// run from elsewhere. The fallback line, the line that says Traditional Chinese reads the
/// Simplified texts, and a bad `WORKSHOP_LANG` are told on standard error,
/// so that piped output (`solution --yes | git apply`) stays clean.
/// - Throws: `UsageError` for an unknown or missing `--lang` value.
func setUpLanguage(_ words: inout [String], terminal: Terminal) throws {
  let choice: LanguageChoice
  do {
    choice = try LanguageChoice(
      flag: try extractLanguageFlag(from: &words),
      environment: ProcessInfo.processInfo.environment)
  } catch {
    throw UsageError("\(error)")
  }
  let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
  let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
  let root = Course.findRoot(from: here) ?? Course.findRoot(from: executable)
  Localizer.shared.configure(choice.language, root: root) { line in
    terminal.printError(terminal.style(line, .dim))
  }
  if let notice = choice.notice { terminal.printError(terminal.style(notice, .dim)) }
  if let warning = choice.warning {
    terminal.printError(terminal.style("note: ", .yellow) + warning)
  }
}
