import Foundation

/// Every dependency the app reaches out to, in one value that a scope can replace.
///
/// Code reads the dependencies in effect right now through `Dependencies.current`:
///
/// ```swift
/// let nthPrime = Dependencies.current.nthPrime
/// ```
///
/// and a test replaces some of them for the length of a closure with `withDependencies`.
struct Dependencies: Sendable {
  /// Answers the nth prime (`nthPrime(3)` is 5), or `nil` when there is no answer.
  var nthPrime: @Sendable (_ n: Int) async -> Int?
  /// The current date. The counter does not use it; a screen that stamps saves would.
  var now: @Sendable () -> Date
}

extension Dependencies {
  // NB: a task-local value is bound for the length of a closure and seen by everything that
  // closure runs, including child tasks and `Task { }`, and by nothing else: not by other tests
  // running in parallel, not after the closure returns, and not by `Task.detached` or a
  // `DispatchQueue` callback, which start from this default again.
  /// The dependencies in effect for the running task: the live ones unless a scope says otherwise.
  @TaskLocal static var current = Dependencies.live
}
