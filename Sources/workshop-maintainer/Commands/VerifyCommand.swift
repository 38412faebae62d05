import Foundation
import WorkshopCourse
import WorkshopDocs
import WorkshopTerminal
import WorkshopVerify

/// `workshop verify`: for maintainers, instructors and CI. Checks the committed course in a
/// scratch copy, one line per item, and ends with `N passed, N failed`.
enum VerifyCommand: Command {
  static let spec = CommandSpec(
    name: "verify",
    abstract: MaintainerCommands.abstract(of: "verify"),
    options: [
      OptionSpec(
        name: "full",
        help:
          "Run everything: each step's checks nine times more, the build with every solution copied over, every end-to-end test, the docs site in a browser."
      ),
      OptionSpec(name: "keep", help: "Keep the scratch copy and its build afterwards."),
      OptionSpec(
        name: "scratch", valueName: "folder",
        help: "Where to put the scratch copy (default: a temporary folder)."),
      OptionSpec(
        name: "time-limit", valueName: "minutes",
        help: "Give up on items that would start later (default 55)."),
      OptionSpec(
        name: "timeout", valueName: "seconds",
        help: "How long a test may run without progress before it counts as hung (default 120)."),
    ],
    discussion: """
      Copies HEAD with `git archive` into a scratch folder (the working tree is never touched; \
      uncommitted changes are not verified), builds the library and runs its tests and the \
      workshop's own tests, then for every step in Exercises/steps.json: the lesson has a hint \
      for every TODO, the reference passes its checks (planted-bug hunts included) and then \
      nine times more without the hunts, so that a flaky check shows, the exercise fails as shipped with messages naming TODOs and without crashing, and the \
      exercise passes once its solution is copied over it. Everything is built at once; \
      when that build fails, each step is built on its own, so one broken step fails only its \
      own items. It ends with the five slowest items, then the line `N passed, N failed`; \
      the exit status is 0 only if nothing failed.
      """, isForMaintainers: true)

  static func run(_ arguments: ParsedArguments, _ context: Context) throws -> ExitCode {
    let root = try context.courseRoot()
    let terminal = context.terminal
    var verifier = Verifier(source: root)
    verifier.full = arguments.has("full")
    verifier.checks = [TranslationChecks.catalogues] + DocsVerifyChecks.all(full: verifier.full)
    verifier.keepScratch = arguments.has("keep")
    verifier.scratch = arguments.options["scratch"].map {
      URL(fileURLWithPath: $0).standardizedFileURL
    }
    if let minutes = try arguments.seconds("time-limit", command: spec.name) {
      verifier.timeLimit = minutes * 60
    }
    if let seconds = try arguments.seconds(
      "timeout", command: spec.name, atLeast: ParsedArguments.minimumTimeout)
    {
      verifier.idleTimeout = seconds
    }
    verifier.onNote = { terminal.print($0) }
    verifier.onStart = { name in
      if terminal.isInteractiveOutput { terminal.status(terminal.style("… \(name)", .dim)) }
    }
    verifier.onItem = { item in
      terminal.clearStatus()
      let mark = item.passed ? terminal.style("✓", .green) : terminal.style("✗", .red)
      let note =
        item.passed && !item.details.isEmpty ? ": " + item.details.joined(separator: "; ") : ""
      terminal.print(
        "\(mark) \(item.name)\(note) "
          + terminal.style(String(format: "(%.1f s)", item.duration), .dim))
      if !item.passed {
        for detail in item.details { terminal.print("    " + detail) }
      }
    }
    let started = Date()
    // NB: the interrupt removes the scratch copy with the other temporary folders.
    context.onInterrupt(say: "Verify interrupted.", exit: .interrupted)
    let items = try verifier.run()
    let failed = items.filter { !$0.passed }.count
    let slowest = items.sorted { $0.duration > $1.duration }.prefix(5)
    if !slowest.isEmpty {
      terminal.print(terminal.style("Slowest:", .dim))
      for item in slowest {
        terminal.print(
          terminal.style(String(format: "  %6.1f s  ", item.duration), .dim) + item.name)
      }
    }
    terminal.print(
      terminal.style(String(format: "Total %.0f s.", Date().timeIntervalSince(started)), .dim))
    terminal.print("\(items.count - failed) passed, \(failed) failed")
    return failed == 0 && !items.isEmpty ? .success : .failure
  }
}
