/// Runs `operation` with the current dependencies changed by `update`, then puts them
/// back.
///
/// The change is visible to everything `operation` runs and to nothing else, so tests
/// running in parallel can each override the same dependency:
///
/// ```swift
/// let answer = withDependencies { $0.now = { Date(timeIntervalSince1970: 0) } }
/// operation: { Dependencies.current.now()
/// }
/// // answer: 1970-01-01; outside the closure, `now` is what it was before
/// ```
func withDependencies<Result>(
  _ update: (inout Dependencies) throws -> Void,
  operation: () throws -> Result
) rethrows -> Result {
  // TODO(1): copy the dependencies in effect, let `update` change the copy, and run
  // `operation` with the copy bound to `Dependencies.$current`. For now the override is
  // ignored.
  return try operation()
}
