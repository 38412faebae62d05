import Foundation
import WorkshopClassroom
import WorkshopCourse
import WorkshopJudge
import WorkshopLocalization
import WorkshopPaths
import WorkshopTerminal
import WorkshopTestRuns

/// `workshop check [N]`: builds step N's checks on their own and runs them, prints what
/// matters, and records progress.
enum CheckCommand: Command {
  static let spec = CommandSpec(
    name: "check",
    abstract: "Build and run a step's checks, and record whether it is done.",
    arguments: [optionalStepArgument],
    options: [
      timeoutOption,
      OptionSpec(name: "verbose", short: "v", help: "Also print the full build and test output."),
      OptionSpec(
        name: "format", valueName: "format",
        help: "text (default), json or junit: the result as a grader reads it."),
      OptionSpec(
        name: "output", valueName: "file",
        help: "Write the json or junit result to this file, and the text as usual."),
      OptionSpec(
        name: "part", valueName: "part",
        help:
          """
          checks or bugs: exit 0 when that part passes (a grader's partial credit), on the \
          files as they are: nothing is recorded, and nothing recorded counts.
          """),
    ],
    discussion: """
      Only this step is built (WORKSHOP_ONLY), in .build-workshop/, so another step that does \
      not compile cannot get in the way and your own .build stays as it is. The first check of a \
      fresh clone builds the workshop's library too, the longest wait of the course; after that \
      a check takes a second or two. Exits with 0 when every check passes, 1 otherwise.

      With --format json or junit, standard output holds that document and nothing else (the \
      JSON follows Docs/schemas/check-result.schema.json); with --output as well, the document \
      goes to the file and the text to standard output.
      """)

  /// `--timeout`, which `watch` takes too.
  static let timeoutOption = OptionSpec(
    name: "timeout", valueName: "seconds",
    help: """
      How long one check may run, however much it prints, before it counts as hung; it bounds \
      each run of a planted-bug hunt too (default \(Int(ToolFacts.checkTimeout))).
      """)

  static func run(_ arguments: ParsedArguments, _ context: Context) throws -> ExitCode {
    let course = try context.course()
    let format = try ResultFormat.named(
      arguments.options["format"], allowed: [.text, .json, .junit], command: spec.name)
    let output = arguments.options["output"]
    if output != nil, format == .text {
      throw UsageError(
        localized("--output needs --format json or --format junit."), command: spec.name)
    }
    // NB: a path that cannot be written is refused before the checks run, not after.
    if let output { try PathGuard(course: course.root).checkFile(output) }
    let printsText = format == .text || output != nil
    guard let step = try context.step(arguments.arguments["step"], in: course, command: spec.name)
    else {
      let message = localized(
        "Every step is done. `\(Context.invocation) check <step>` checks one again.")
      // NB: a grader's format owns standard output, even when there is nothing to check.
      if printsText {
        context.terminal.printWrapped(message)
      } else {
        context.terminal.printError(message)
      }
      return .success
    }
    try context.requireAvailable(step, in: course)
    let timeout =
      try arguments.seconds("timeout", command: spec.name, atLeast: ParsedArguments.minimumTimeout)
      ?? ToolFacts.checkTimeout
    if let part = try arguments.options["part"].map({ try graded($0) }) {
      return try grade(part, of: step, in: course, context: context, timeout: timeout)
    }
    let report = try check(
      step, in: course, context: context, idleTimeout: timeout, verbose: arguments.has("verbose"),
      printsText: printsText)
    if format != .text {
      let result = CheckResult(report: report, course: course)
      let document = format == .json ? try jsonText(result) : junitXML([result])
      if let output {
        try write(document, to: output, in: course)
      } else {
        context.terminal.write(document)
      }
    }
    if report.passed, printsText {
      if let next = context.nextStep(in: course) {
        context.terminal.printWrapped(
          localized("Next: \(next.heading) · `\(Context.invocation) show \(next.number)`"))
      } else {
        context.terminal.printWrapped(
          context.terminal.style(localized("That was the last step. Well done!"), .green))
      }
    }
    return exitCode(for: report)
  }

  /// Checks `step` with a live status line, prints the report and records progress. Shared
  /// with `watch`. For a graded `part`, it checks the files as they are (a grader restored the
  /// workshop's own first) and records nothing; the checks part runs no planted-bug hunt.
  static func check(
    _ step: Step, in course: Course, context: Context, idleTimeout: Double, verbose: Bool,
    printsText: Bool = true, part: GradingPoints.Kind? = nil
  ) throws -> CheckReport {
    let terminal = context.terminal
    // NB: a grader's format owns standard output; the text then stays unprinted.
    // NB: `say` prints lines laid out already (the report, the build's output); `tell` folds the
    // tool's own sentences to the terminal's width.
    let say: (String) -> Void = { if printsText { terminal.print($0) } }
    let tell: (String) -> Void = { if printsText { terminal.printWrapped($0) } }
    var runner = try CheckRunner(course: course)
    runner.idleTimeout = idleTimeout
    runner.skipsPlantedBugHunts = part == .checks
    let status = StatusLine(terminal: terminal, step: step)
    if printsText { runner.onEvent = { status.show($0) } }
    let isCold = !FileManager.default.fileExists(
      atPath: course.url(CheckRunner.scratchFolder).appendingPathComponent("debug").path)

    say(terminal.style(localized("Checking step \(step.heading)"), .bold))
    if isCold {
      tell(
        terminal.style(
          localized(
            """
            The first check also builds the workshop's library, the longest wait of the \
            course; in a terminal, the status line counts the build's tasks as they go. Later \
            checks take seconds.
            """
          ),
          .dim))
    }
    // NB: the checks must be as shipped for a verdict to count; git answers that while the step
    // builds, and a check that is not as shipped throws before anything is recorded.
    let (shipped, report) = bothAtOnce(
      { Result { if part == nil { try course.requireShippedChecks(of: step) } } },
      { [runner] in runner.check(step) })
    if printsText { terminal.clearStatus() }
    try shipped.get()
    if verbose {
      say(report.buildOutput)
      say(report.run?.output ?? "")
    }
    var renderer = CheckReportRenderer(course: course, terminal: terminal)
    renderer.idleTimeout = idleTimeout
    for line in renderer.render(report) { say(line) }
    let build = seconds(report.buildDuration)
    say(
      terminal.style(
        report.run.map { localized("(build \(build) s, checks \(seconds($0.duration)) s)") }
          ?? localized("(build \(build) s)"), .dim))

    // NB: a grade records nothing: the progress file is the learner's, not the grader's.
    guard part == nil else { return report }
    switch report.verdict {
    case .passed, .failed, .compileError:
      let passed = report.verdict == .passed
      context.updateProgress(of: course) { progress in
        progress.update(step) {
          $0.recordCheck(
            passed ? .passed : .failed, tally: report.tally, hash: report.filesHash, at: Date())
          $0.partsPassed = CheckResult(report: report, course: course).partsPassed
        }
      }
      if !passed {
        tell(
          terminal.style(
            localized("Stuck? `\(Context.invocation) hint \(step.number)` gives a nudge."), .dim))
      }
    case .couldNotRun:
      break
    }
    return report
  }

  /// The graded part `name` names.
  private static func graded(_ name: String) throws -> GradingPoints.Kind {
    guard let part = GradingPoints.Kind(rawValue: name) else {
      throw UsageError(
        localized("--part takes checks or bugs, not '\(name)'."), command: spec.name)
    }
    return part
  }

  /// Exits 0 when `step` passes `part`, checked now: what `.workshop/` says of earlier checks
  /// comes from the learner's repository, and a grade believes none of it.
  private static func grade(
    _ part: GradingPoints.Kind, of step: Step, in course: Course, context: Context,
    timeout: Double
  ) throws -> ExitCode {
    let report = try check(
      step, in: course, context: context, idleTimeout: timeout, verbose: false, part: part)
    let passed = CheckResult(report: report, course: course).passes(part)
    context.terminal.print(
      passed
        ? localized("Step \(step.number), \(part.rawValue): passed.")
        : localized("Step \(step.number), \(part.rawValue): not passed."))
    return passed ? .success : .failure
  }

  /// `2.5`: seconds with one decimal.
  static func seconds(_ duration: Double) -> String { String(format: "%.1f", duration) }

  /// Writes a grader's document to `path`, relative to the working directory, as `PathGuard`
  /// allows: a regular file in place, a device or FIFO as such.
  static func write(_ document: String, to path: String, in course: Course) throws {
    try PathGuard(course: course.root).write(Data(document.utf8), toFile: path)
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
        once("wait") {
          localized("Waiting for another workshop command to finish with .build-workshop…")
        }
      case .waitingForSwiftPM:
        once("swiftpm") {
          localized(
            """
            Waiting for another SwiftPM build in this folder (your editor's, perhaps) to finish; \
            the check goes on by itself once it has.
            """)
        }
      case .building(let progress):
        if terminal.isInteractiveOutput, let progress {
          let activity = String(progress.activity.prefix(60))
          terminal.status(
            localized("Building…") + " [\(progress.done)/\(progress.total)] \(activity)")
        } else {
          once("build") { localized("Building…") }
        }
      case .running(let test):
        if terminal.isInteractiveOutput {
          terminal.status(localized("Running the checks…") + " " + (test ?? ""))
        } else {
          once("run") { localized("Running the checks…") }
        }
      }
    }
  }

  private func once(_ key: String, _ text: () -> String) {
    guard announced.insert(key).inserted || terminal.isInteractiveOutput else { return }
    terminal.status(text())
  }
}
