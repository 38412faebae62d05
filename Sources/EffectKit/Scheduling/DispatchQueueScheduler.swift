import Dispatch
import Foundation

/// The live scheduler: runs work on a dispatch queue, after real time has passed.
///
/// Apps put `DispatchQueueScheduler.main` in their environment; tests put a `TestScheduler`
/// in the same place:
///
/// ```swift
/// static let live = CounterEnvironment(
///   nthPrime: { n in offlineNthPrime(n) },
///   mainQueue: DispatchQueueScheduler.main
/// )
/// ```
public struct DispatchQueueScheduler: Scheduler {
  /// The queue the work runs on.
  public let queue: DispatchQueue

  /// A scheduler that runs work on `queue`.
  public init(queue: DispatchQueue) {
    self.queue = queue
  }

  /// The main queue, where a store and its views run.
  public static let main = DispatchQueueScheduler(queue: .main)

  /// Runs `work` on the queue after `delay` seconds of real time. On a serial queue, work
  /// scheduled without a delay runs in the order it was scheduled.
  public func schedule(
    after delay: TimeInterval, _ work: @escaping @Sendable () -> Void
  ) -> Cancellable {
    let item = DispatchWorkItem(block: work)
    // NB: `async` keeps work without a delay in order; timers make no such promise.
    if delay > 0 {
      queue.asyncAfter(deadline: .now() + delay, execute: item)
    } else {
      queue.async(execute: item)
    }
    return Cancellable { item.cancel() }
  }
}
