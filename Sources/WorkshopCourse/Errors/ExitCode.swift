/// The status the `workshop` command exits with. Scripts and CI can rely on these numbers.
///
/// | Code | Meaning |
/// | ---- | ------- |
/// | 0    | Success: the step passes, verify passed, the command did what was asked. |
/// | 1    | Not there yet: checks fail, the code does not compile, a verify item failed. |
/// | 2    | Usage: unknown command, option or step. |
/// | 3    | The course: `Exercises/steps.json` missing or corrupt, a step's folder missing. |
/// | 4    | The machine: no git or swift, no terminal to ask on, a lock or build timeout. |
/// | 130  | Interrupted: Ctrl-C, SIGTERM or a closed terminal (except `watch`, which they end normally). |
public struct ExitCode: Equatable, Sendable, CustomStringConvertible {
  /// The number handed to `exit`.
  public let rawValue: Int32

  /// Wraps a raw exit status.
  public init(_ rawValue: Int32) { self.rawValue = rawValue }

  /// Everything went well.
  public static let success = ExitCode(0)
  /// Checks fail, code does not compile, or a verify item failed.
  public static let failure = ExitCode(1)
  /// The command line could not be understood.
  public static let usage = ExitCode(2)
  /// The course's files are missing or malformed.
  public static let course = ExitCode(3)
  /// A tool or a terminal the command needs is not available.
  public static let environment = ExitCode(4)
  /// The user pressed Ctrl-C, or the command was asked to stop (SIGTERM) or lost its terminal
  /// (SIGHUP).
  public static let interrupted = ExitCode(130)

  /// The status as a number.
  public var description: String { String(rawValue) }
}
