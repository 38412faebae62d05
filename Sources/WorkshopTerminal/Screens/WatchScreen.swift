import Foundation
import WorkshopCourse
import WorkshopLocalization

/// What `watch` says around its checks, each sentence's lines within the terminal's width.
public struct WatchScreen {
  /// Where the sentences are shown, for their width and colour.
  public let terminal: Terminal

  /// The sentences of `watch` on `terminal`.
  public init(terminal: Terminal) {
    self.terminal = terminal
  }

  /// When every step is done and none was named.
  public var everyStepDone: String {
    terminal.fitting(
      localized("Every step is done. `\(Context.invocation) watch <step>` watches one again."))
  }

  /// What Ctrl-C leaves on screen.
  public static var stopped: String { localized("Stopped watching.") }

  /// After `step` passed: what comes next, `next` (offered on Enter when `offersNext`), or the
  /// end of the course.
  public func done(_ step: Step, next: Step?, offersNext: Bool) -> String {
    let then =
      next.map { next in
        offersNext
          ? localized("Press Enter to go on to \(next.heading), or Ctrl-C to stop.")
          : localized("Next: `\(Context.invocation) watch \(next.number)`.")
      } ?? localized("Every step is done. Well done!")
    return terminal.fitting(
      terminal.style(localized("Step \(step.number) is done."), .green, .bold) + sentenceSpace
        + then)
  }

  /// While the files of `step` are watched.
  public func watching(_ step: Step) -> String {
    terminal.fitting(
      terminal.style(
        localized("Watching \(step.exercisePath)/ for changes… (Ctrl-C to stop)"), .dim))
  }

  /// When `folder`, of the step watched, went away.
  public func gone(_ folder: String) -> String {
    terminal.fitting(
      terminal.style(
        localized(
          """
          \(folder) is gone since watch started (moved or deleted). Watching for it to come \
          back; `git checkout -- \(shellQuoted(folder))` restores it as shipped.
          """), .yellow))
  }

  /// `-- run 3 · 14:02:11 ------…`, the line that opens each run.
  public func runSeparator(run: Int, at date: Date) -> String {
    let formatter = DateFormatter()
    formatter.dateFormat = "HH:mm:ss"
    // NB: an ASCII rule, as wide in every terminal.
    let label = "-- " + localized("run \(run)") + " · \(formatter.string(from: date)) "
    return terminal.style(
      label + String(repeating: "-", count: max(0, 60 - displayWidth(label))), .dim)
  }
}
