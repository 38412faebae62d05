import Foundation

/// Something that runs work later: the main queue in the app, a `TestScheduler` in tests.
///
/// Effects that wait or hop threads (`receive(on:)`, `delay(for:scheduler:)`,
/// `debounce(id:for:scheduler:)`) ask a scheduler to run their next piece of work, instead of
/// calling Dispatch themselves. A reducer takes the scheduler from its environment, so a test can
/// hand it a `TestScheduler` and decide exactly when that work runs:
///
/// ```swift
/// environment.nthPrime(count)
///   .receive(on: environment.mainQueue)   // DispatchQueueScheduler.main, or a TestScheduler
/// ```
///
/// Time is counted in seconds, as a `TimeInterval`.
///
/// ## Why a protocol, and not a struct of closures
///
/// The workshop's clients are structs of closures, because every test replaces them with
/// different behaviour. Schedulers are different: there are only three kinds, and the one tests
/// use carries state and controls of its own (`now`, `advance(by:)`, `run()`). With a protocol
/// the test keeps its `TestScheduler` and hands that very object to the environment, which
/// stores it as `any Scheduler`; a struct would need a wrapper around the test scheduler and a
/// second name for it. The protocol has no associated time type, unlike Combine's `Scheduler`,
/// so that an environment can hold `any Scheduler` without a type eraser.
public protocol Scheduler: Sendable {
  /// Runs `work` once `delay` seconds have passed on this scheduler's clock; a delay of zero
  /// or less means "as soon as you can". Work due at the same time runs in the order it was
  /// scheduled.
  ///
  /// ```swift
  /// let token = scheduler.schedule(after: 0.3) { print("quiet for 0.3 s") }
  /// ```
  ///
  /// - Returns: A token that stops the work if it has not run yet. As with every `Cancellable`,
  ///   releasing it cancels too, so keep it until the work has run.
  func schedule(after delay: TimeInterval, _ work: @escaping @Sendable () -> Void) -> Cancellable
}

extension Scheduler {
  /// Runs `work` as soon as the scheduler can; the same as `schedule(after: 0, work)`.
  ///
  /// ```swift
  /// let token = scheduler.schedule { print("next") }
  /// ```
  public func schedule(_ work: @escaping @Sendable () -> Void) -> Cancellable {
    schedule(after: 0, work)
  }
}
