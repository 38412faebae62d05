/// Runs the asynchronous `operation` with the current dependencies changed by `update`.
///
/// ```swift
/// let prime = await withDependencies { $0.nthPrime = { _ in 17 } } operation: {
///   await Dependencies.current.nthPrime(7)
/// }
/// // prime: 17
/// ```
func withDependencies<Result>(
  _ update: (inout Dependencies) throws -> Void,
  isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> Result
) async rethrows -> Result {
  // TODO(1): the same, for an `async` operation.
  return try await operation()
}
