/// Every dependency the app reaches out to, in one value that a scope can replace.
///
/// Code reads the dependencies in effect right now through `Dependencies.current`, and a test
/// replaces some of them for the length of a closure with `withDependencies`.
struct Dependencies: Sendable {
  /// Answers the nth prime (`nthPrime(3)` is 5), or `nil` when there is no answer.
  var nthPrime: @Sendable (_ n: Int) async -> Int?
  /// The clock the app waits on: the timer's ticks, the search's quiet spell.
  var continuousClock: any Clock<Duration>
}

extension Dependencies {
  // NB: a task-local value is seen by the closure it is bound for and everything it runs,
  // child tasks included, and by nothing else.
  /// The dependencies in effect for the running task: the live ones unless a scope says otherwise.
  @TaskLocal static var current = Dependencies.live
}
