import Foundation
import WorkshopCourse
import WorkshopJudge
import WorkshopTerminal
import WorkshopTestRuns

/// `workshop watch [N]`: checks the step, then again whenever one of its files changes, and
/// offers the next step once it passes. Ctrl-C leaves.
enum WatchCommand: Command {
  static let spec = CommandSpec(
    name: "watch",
    abstract: "Check a step, then check it again whenever one of its files changes.",
    arguments: [optionalStepArgument],
    options: [
      CheckCommand.timeoutOption,
      OptionSpec(
        name: "interval", valueName: "seconds",
        help: "How often to look for changed files, in seconds (default \(defaultInterval))."),
    ],
    discussion: """
      Files are polled for changes, so any editor works. When the step passes, press Enter to \
      move on to the next one. Ctrl-C stops watching (exit status 0).
      """)

  /// How often files are looked at by default: often enough that a save is seen at once, the
  /// look itself (the modification dates of a step's few files) costing next to nothing.
  static let defaultInterval = 0.1

  static func run(_ arguments: ParsedArguments, _ context: Context) throws -> ExitCode {
    let course = try context.course()
    let screen = WatchScreen(terminal: context.terminal)
    guard var step = try context.step(arguments.arguments["step"], in: course, command: spec.name)
    else {
      context.terminal.print(screen.everyStepDone)
      return .success
    }
    let timeout =
      try arguments.seconds("timeout", command: spec.name, atLeast: ParsedArguments.minimumTimeout)
      ?? ToolFacts.checkTimeout
    let interval = try arguments.seconds("interval", command: spec.name) ?? defaultInterval
    let terminal = context.terminal
    let input = terminal.canAsk ? InputLines() : nil
    context.onInterrupt(say: WatchScreen.stopped, exit: .success)

    var run = 0
    var checked: Step?
    while true {
      // NB: a folder that went away while watching was there: the learner moved it, no
      // update is missing.
      if checked == step {
        waitUntilBack(step, in: course, screen: screen, interval: interval)
      } else {
        try context.requireAvailable(step, in: course)
      }
      checked = step
      if terminal.isInteractiveOutput { terminal.write("\u{1B}[2J\u{1B}[H") }
      run += 1
      // NB: on a terminal the screen is cleared, but a log or a scrolled window keeps every run:
      // the rule says where one ends and the next begins.
      terminal.print(screen.runSeparator(run: run, at: Date()))
      let files = { StepFiles(root: course.root, folder: step.exercisePath) }
      let stamp = files().modificationStamp(root: course.root)
      let report = try CheckCommand.check(
        step, in: course, context: context, idleTimeout: timeout, verbose: false)
      // NB: what the checked code left running ends with its check, not when watching stops.
      Leftovers.endAll()
      terminal.print()
      let next = report.passed ? context.nextStep(in: course) : nil
      if report.passed { terminal.print(screen.done(step, next: next, offersNext: input != nil)) }
      terminal.print(screen.watching(step))
      _ = input?.drain()

      // Wait for a change, or for Enter when the next step is on offer.
      var moveOn = false
      while files().modificationStamp(root: course.root) == stamp {
        if let next, let input, input.drain() > 0 {
          step = next
          moveOn = true
          break
        }
        Thread.sleep(forTimeInterval: interval)
      }
      if !moveOn { settle(files, interval: interval, root: course.root) }
    }
  }

  /// Waits while a folder of `step` is missing, saying so once.
  private static func waitUntilBack(
    _ step: Step, in course: Course, screen: WatchScreen, interval: TimeInterval
  ) {
    guard let folder = course.missingFolders(of: step).first else { return }
    screen.terminal.print(screen.gone(folder))
    while !course.missingFolders(of: step).isEmpty {
      Thread.sleep(forTimeInterval: max(interval, 0.2))
    }
  }

  /// Waits until the files stop changing for one interval (at most twenty), so that an editor's
  /// save-in-steps is checked once.
  private static func settle(_ files: () -> StepFiles, interval: TimeInterval, root: URL) {
    var last = files().modificationStamp(root: root)
    for _ in 0..<20 {
      Thread.sleep(forTimeInterval: interval)
      let now = files().modificationStamp(root: root)
      if now == last { return }
      last = now
    }
  }
}

/// Lines typed on standard input, read on a background thread so that polling never blocks.
final class InputLines: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  init() {
    Thread.detachNewThread { [self] in
      while readLine() != nil { lock.withLock { count += 1 } }
    }
  }

  /// How many lines arrived since the last call.
  func drain() -> Int {
    lock.withLock {
      defer { count = 0 }
      return count
    }
  }
}
