import Foundation

@testable import PrimeTimeApp

/// What one run of the app printed, and how it ended.
struct Transcript {
  var status: Int32
  var output: String
}

/// Runs the app in this process, as `primetime <arguments>` with `lines` piped in.
func runPrimeTime(_ arguments: [String] = [], input lines: [String]) -> Transcript {
  var output = ""
  let terminal = Terminal(lines: lines, output: { output += $0 })
  let status = PrimeTime.main(arguments: arguments, terminal: terminal)
  return Transcript(status: status, output: output)
}

/// Runs the app in this process in an environment the test builds, with `lines` piped in.
func runPrimeTime(
  in environment: AppEnvironment, debug: Bool = false, effectTimeout: TimeInterval = 10,
  input lines: [String]
) -> String {
  var output = ""
  var options = Options()
  options.debug = debug
  PrimeTime.run(
    options, environment: environment, terminal: Terminal(lines: lines, output: { output += $0 }),
    effectTimeout: effectTimeout)
  return output
}

/// The text from the first line that starts with `prefix` to the end; the whole text if no
/// line does. Tests use it to skip the banner and the screens before the part they check.
func suffix(of text: String, fromLineStartingWith prefix: String) -> String {
  let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
  guard let start = lines.firstIndex(where: { $0.hasPrefix(prefix) }) else { return text }
  return lines[start...].joined(separator: "\n")
}
