import Foundation

/// What the help, the messages and the documents say about the tool itself, said here once:
/// each is read from here by the code that acts on it, and by `verify` for every document that
/// states it (`<!--fact:check-timeout-->20<!--/fact-->`).
public enum ToolFacts {
  /// How long one check (and each run of a planted-bug hunt) may run, in seconds, before it
  /// counts as hung: the default of `check --timeout` and `watch --timeout`.
  public static let checkTimeout: TimeInterval = 20
}
