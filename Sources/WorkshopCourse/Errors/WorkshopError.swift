/// An error the CLI reports as one clear message and an exit code, never as a crash.
public protocol WorkshopError: Error, CustomStringConvertible {
  /// What went wrong and what to do about it, in a sentence or two.
  var message: String { get }
  /// The status the command exits with.
  var exitCode: ExitCode { get }
}

extension WorkshopError {
  /// The message.
  public var description: String { message }
}

/// The command line asks for something that does not exist: a command, an option, a step.
public struct UsageError: WorkshopError, Equatable {
  /// What was wrong with the command line.
  public let message: String
  /// The command whose usage to show, or `nil` for the top-level help.
  public let command: String?
  /// Always `.usage`.
  public var exitCode: ExitCode { .usage }

  /// Creates a usage error about `command` (or the whole CLI when `nil`).
  public init(_ message: String, command: String? = nil) {
    self.message = message
    self.command = command
  }
}

/// The course is not in a shape the CLI can work with: no `Exercises/steps.json`, a corrupt one,
/// or a step whose folder is missing.
public struct CourseError: WorkshopError, Equatable {
  /// What is wrong with the course.
  public let message: String
  /// Always `.course`.
  public var exitCode: ExitCode { .course }

  /// Creates a course error.
  public init(_ message: String) { self.message = message }
}

/// Something outside the course is missing: git, the Swift toolchain, a terminal to ask on.
public struct EnvironmentError: WorkshopError, Equatable {
  /// What is missing and how to get past it.
  public let message: String
  /// Always `.environment`.
  public var exitCode: ExitCode { .environment }

  /// Creates an environment error.
  public init(_ message: String) { self.message = message }
}
