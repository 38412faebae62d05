import Foundation
import WorkshopCourse
import WorkshopLocalization
import WorkshopTestRuns

/// What every command works with: the terminal, the course found from the working directory,
/// and the learner's progress.
public final class Context: @unchecked Sendable {
  /// How learners run the CLI, used in every suggested command.
  public static let invocation = "swift run workshop"

  /// Where the command writes.
  public let terminal: Terminal
  private let lock = NSLock()
  private var interruptMessage: (String, ExitCode) = (localized("Interrupted."), .interrupted)
  private var interruptCleanup: @Sendable () -> Void = {}
  private var shownNotes: Set<String> = []

  /// A context writing to `terminal`.
  public init(terminal: Terminal) {
    self.terminal = terminal
  }

  /// The course around the working directory; records the baseline commit on first use.
  /// - Throws: `CourseError` outside a workshop or with a missing or corrupt manifest.
  public func course() throws -> Course {
    let root = try courseRoot()
    let course = try Course.load(root: root)
    Baseline.recordIfNeeded(root: root)
    course.removeLeftoversOfEndedRuns()
    return course
  }

  /// The folder holding the workshop, found from the working directory upwards.
  public func courseRoot() throws -> URL {
    let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    guard let root = Course.findRoot(from: here) else {
      throw CourseError(
        localized(
          """
          This is not a workshop folder: no \(Course.manifestPath) here or above \(here.path). \
          Run the command from the folder you cloned the workshop into.
          """
        ))
    }
    return root
  }

  /// The progress of `course`; tells the learner once if the file was unreadable.
  public func progress(of course: Course) -> CourseProgress {
    let (progress, notice) = ProgressStore(root: course.root).load(for: course.steps)
    if let notice { note(notice) }
    if let unknownTrack = course.unknownTrackNotice(in: progress) { note(unknownTrack) }
    return progress
  }

  /// Changes and saves the progress of `course`; says why in a note when it cannot be saved,
  /// for commands whose work stands without it (a check's verdict).
  public func updateProgress(of course: Course, _ change: (inout CourseProgress) -> Void) {
    do {
      try saveProgress(of: course, change)
    } catch {
      note(readableDescription(of: error))
    }
  }

  /// Changes and saves the progress of `course`, for commands whose work is the change.
  /// - Throws: `EnvironmentError` when it cannot be saved (a read-only checkout).
  public func saveProgress(of course: Course, _ change: (inout CourseProgress) -> Void) throws {
    if let notice = try ProgressStore(root: course.root).update(for: course.steps, change) {
      note(notice)
    }
  }

  /// Prints `text` as a note on standard error, unless this run printed it already.
  private func note(_ text: String) {
    // NB: a command may load the progress more than once; the learner hears about it once.
    guard lock.withLock({ shownNotes.insert(text).inserted }) else { return }
    terminal.printError(terminal.style(localized("note: "), .yellow) + text)
  }

  /// The step the user named, or the next one to work on.
  public func step(_ name: String?, in course: Course, command: String) throws -> Step? {
    if let name { return try course.step(named: name, command: command) }
    return nextStep(in: course)
  }

  /// The step to work on next (see `nextStep(in:from:)`), going on from the step checked last.
  public func nextStep(in course: Course) -> Step? {
    course.nextStep(with: progress(of: course))
  }

  /// Fails with a course error when `step`'s folders are not there yet.
  public func requireAvailable(_ step: Step, in course: Course) throws {
    let missing = course.missingFolders(of: step)
    guard missing.isEmpty else {
      let folders = missing.joined(separator: " and ")
      throw CourseError(
        missing.count == 1
          ? localized(
            """
            Step \(step.number) is not available yet: \(folders) is missing. Update your clone \
            (`git pull`) or ask your instructor.
            """)
          : localized(
            """
            Step \(step.number) is not available yet: \(folders) are missing. Update your clone \
            (`git pull`) or ask your instructor.
            """))
    }
  }

  /// Prints `error` as one clear message and returns its exit status.
  public func report(_ error: Error) -> ExitCode {
    terminal.clearStatus()
    switch error {
    case let error as UsageError:
      terminal.printError(terminal.style(localized("error: "), .red) + error.message)
      let help =
        error.command.map { "\(Context.invocation) \($0) --help" } ?? "\(Context.invocation) help"
      terminal.printError(localized("Run `\(help)` for usage."))
      return error.exitCode
    case let error as WorkshopError:
      terminal.printError(terminal.style(localized("error: "), .red) + error.message)
      return error.exitCode
    default:
      terminal.printError(
        terminal.style(
          localized(
            "error: "), .red) + readableDescription(of: error))
      return .environment
    }
  }

  /// What to say, what to clean up and how to exit on Ctrl-C from now on.
  public func onInterrupt(
    say message: String, exit code: ExitCode, cleanUp: @escaping @Sendable () -> Void = {}
  ) {
    lock.withLock {
      interruptMessage = (message, code)
      interruptCleanup = cleanUp
    }
  }

  /// Called on Ctrl-C, SIGTERM or SIGHUP once child processes were ended (see `Interrupts`):
  /// cleans up, says why the command ends, and exits.
  public func interrupted() -> Never {
    let (message, code) = lock.withLock { interruptMessage }
    lock.withLock { interruptCleanup }()
    let clear = terminal.isInteractiveOutput ? "\r\u{1B}[2K\n" : ""
    StandardStreams.writeLast(clear + message + "\n")
    Interrupts.exitInterrupted(code.rawValue)
  }
}
