import Foundation
import WorkshopCore

/// `workshop check [N]`: builds step N's checks on their own and runs them, prints what
/// matters, and records progress.
enum CheckCommand: Command {
  static let spec = CommandSpec(
    name: "check",
    abstract: "Build and run a step's checks, and record whether it is done.",
    arguments: [optionalStepArgument],
    options: [
      OptionSpec(
        name: "timeout", valueName: "seconds",
        help: "How long a check may run without progress before it counts as hung (default 20)."),
      OptionSpec(name: "verbose", short: "v", help: "Also print the full build and test output."),
    ],
    discussion: """
      Only this step is built (WORKSHOP_ONLY), in .build-workshop/, so another step that does \
      not compile cannot get in the way and your own .build stays as it is. The first check \
      builds the workshop's library too, which takes a minute or two; after that a check takes \
      seconds. Exits with 0 when every check passes, 1 otherwise.
      """)

  static func run(_ arguments: ParsedArguments, _ context: Context) throws -> ExitCode {
    let course = try context.course()
    guard let step = try context.step(arguments.arguments["step"], in: course, command: spec.name)
    else {
      context.terminal.print(
        "Every step is done. `\(Context.invocation) check <step>` checks one again.")
      return .success
    }
    try context.requireAvailable(step, in: course)
    let timeout = try arguments.seconds("timeout", command: spec.name) ?? 20
    let report = try check(
      step, in: course, context: context, idleTimeout: timeout, verbose: arguments.has("verbose"))
    if report.passed {
      if let next = nextStep(in: course.statuses(with: context.progress(of: course))) {
        context.terminal.print(
          "Next: \(next.heading) · `\(Context.invocation) show \(next.number)`")
      } else {
        context.terminal.print(context.terminal.style("That was the last step. Well done!", .green))
      }
    }
    return exitCode(for: report)
  }

  /// Checks `step` with a live status line, prints the report and records progress. Shared
  /// with `watch`.
  static func check(
    _ step: Step, in course: Course, context: Context, idleTimeout: Double, verbose: Bool
  ) throws -> CheckReport {
    let terminal = context.terminal
    try course.requireShippedChecks(of: step)
    var runner = try CheckRunner(course: course)
    runner.idleTimeout = idleTimeout
    let status = StatusLine(terminal: terminal, step: step)
    runner.onEvent = { status.show($0) }
    let isCold = !FileManager.default.fileExists(
      atPath: course.url(CheckRunner.scratchFolder).appendingPathComponent("debug").path)

    terminal.print(terminal.style("Checking step \(step.heading)", .bold))
    if isCold {
      terminal.print(
        terminal.style(
          "The first check also builds the workshop's library: a minute or two. "
            + "Later checks take seconds.",
          .dim))
    }
    let report = runner.check(step)
    terminal.clearStatus()
    if verbose {
      terminal.print(report.buildOutput)
      terminal.print(report.run?.output ?? "")
    }
    var renderer = CheckReportRenderer(course: course, terminal: terminal)
    renderer.idleTimeout = idleTimeout
    for line in renderer.render(report) { terminal.print(line) }
    let testSeconds = report.run.map { String(format: ", checks %.1f s", $0.duration) } ?? ""
    terminal.print(
      terminal.style(
        String(format: "(build %.1f s", report.buildDuration) + testSeconds + ")", .dim))

    switch report.verdict {
    case .passed:
      context.updateProgress(of: course) { progress in
        progress.update(step) {
          $0.lastResult = .passed
          $0.passedHash = report.filesHash
          $0.checkedAt = Date()
        }
      }
    case .failed, .compileError:
      context.updateProgress(of: course) { progress in
        progress.update(step) {
          $0.lastResult = .failed
          $0.checkedAt = Date()
        }
      }
      terminal.print(
        terminal.style("Stuck? `\(Context.invocation) hint \(step.number)` gives a nudge.", .dim))
    case .couldNotRun:
      break
    }
    return report
  }

  static func exitCode(for report: CheckReport) -> ExitCode {
    switch report.verdict {
    case .passed: return .success
    case .failed, .compileError: return .failure
    case .couldNotRun: return .environment
    }
  }
}

/// The "Building… / Running…" line that shows a check is alive.
final class StatusLine: @unchecked Sendable {
  private let terminal: Terminal
  private let step: Step
  private let lock = NSLock()
  private var announced: Set<String> = []

  init(terminal: Terminal, step: Step) {
    self.terminal = terminal
    self.step = step
  }

  func show(_ event: CheckEvent) {
    lock.withLock {
      switch event {
      case .waitingForLock:
        once("wait") { "Waiting for another workshop command to finish with .build-workshop…" }
      case .building(let progress):
        if terminal.isInteractiveOutput, let progress {
          let activity = String(progress.activity.prefix(60))
          terminal.status("Building… [\(progress.done)/\(progress.total)] \(activity)")
        } else {
          once("build") { "Building…" }
        }
      case .running(let test):
        if terminal.isInteractiveOutput {
          terminal.status("Running the checks… " + (test ?? ""))
        } else {
          once("run") { "Running the checks…" }
        }
      }
    }
  }

  private func once(_ key: String, _ text: () -> String) {
    guard announced.insert(key).inserted || terminal.isInteractiveOutput else { return }
    terminal.status(text())
  }
}
