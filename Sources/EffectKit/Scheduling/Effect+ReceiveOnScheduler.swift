import Foundation

extension Effect {
  /// Delivers the effect's values and completion on `scheduler`, in the order they were
  /// emitted; the scheduler-taking twin of `receive(on: DispatchQueue)`.
  ///
  /// Reducers take the scheduler from their environment, so that the app delivers on the main
  /// queue and a test on a `TestScheduler`:
  ///
  /// ```swift
  /// environment.nthPrime(state.count)
  ///   .map(CounterAction.nthPrimeResponse)
  ///   .receive(on: environment.mainQueue)
  /// ```
  ///
  /// Under a `TestScheduler`, nothing arrives until the test calls `advance()`.
  public func receive(on scheduler: some Scheduler) -> Effect {
    deliver(on: scheduler, after: 0)
  }
}
