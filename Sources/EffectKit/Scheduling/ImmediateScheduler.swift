import Foundation

/// A scheduler that runs work at once, on the calling thread, whatever the delay.
///
/// Use it in a test that cares what an effect delivers, not when: every `receive(on:)` and
/// `delay(for:scheduler:)` then happens inside the call that started the effect, with nothing
/// to advance.
///
/// ```swift
/// Effect(value: 1).delay(for: 10, scheduler: ImmediateScheduler()).sink { print($0) }  // prints 1
/// ```
///
/// It erases time, so it cannot test time: a debounce on it waits for nothing. Use a
/// `TestScheduler` to check what happens before and after a delay.
public struct ImmediateScheduler: Scheduler {
  /// Creates an immediate scheduler.
  public init() {}

  /// Runs `work` right away and returns a token with nothing left to cancel.
  public func schedule(
    after delay: TimeInterval, _ work: @escaping @Sendable () -> Void
  ) -> Cancellable {
    work()
    return Cancellable()
  }
}
