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
  // Start from what is in effect, so that nested scopes keep the outer overrides.
  var dependencies = Dependencies.current
  try update(&dependencies)
  return try Dependencies.$current.withValue(dependencies, operation: operation)
}
