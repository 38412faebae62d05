import Foundation

/// Whom the work on the current thread is for. A test store marks each effect it starts with an
/// owner of its own; a `TestScheduler` keeps the owner with the work scheduled meanwhile, and
/// `Effect.empty(completeImmediately: false)` counts itself against it, and so does a sleep on a
/// test clock. So the store can tell an effect that waits for virtual time, or for nothing at
/// all, from one that is still working.
/// An `Effect.run` started for an owner also tells it of an error nothing caught, and of an
/// action sent after the run completed.
package final class SchedulingOwner: @unchecked Sendable {
  private static let key = "EffectKit.SchedulingOwner"
  private let lock = NSLock()
  private var neverEndingCount = 0
  private var clockSleepCount = 0
  private var issueHandler: (@Sendable (_ issue: EffectRunIssue) -> Void)?

  /// A new owner, to mark the work of one effect.
  package init() {}

  /// Whether work of this owner waits for something that never comes: an effect that never ends
  /// is subscribed and not cancelled.
  package var waitsForever: Bool { lock.withLock { neverEndingCount > 0 } }

  /// Whether work of this owner sleeps on a test clock: only a test that advances the clock
  /// wakes it.
  package var isAsleepOnATestClock: Bool { lock.withLock { clockSleepCount > 0 } }

  /// Counts a sleep on a test clock against this owner until the returned cancellable is
  /// cancelled or released, when the sleep is over.
  package func sleepOnATestClock() -> Cancellable {
    lock.withLock { clockSleepCount += 1 }
    return Cancellable { [self] in lock.withLock { clockSleepCount -= 1 } }
  }

  /// Sends the mistakes of the owner's `Effect.run`s to `handler`: an error thrown with no
  /// `catch:` handler, or an action sent after the run completed, is told there instead of on
  /// standard error.
  package func onIssue(_ handler: @escaping @Sendable (_ issue: EffectRunIssue) -> Void) {
    lock.withLock { issueHandler = handler }
  }

  /// Where the owner's `Effect.run`s report their mistakes, if it has been told.
  var issueReporter: (@Sendable (_ issue: EffectRunIssue) -> Void)? {
    lock.withLock { issueHandler }
  }

  /// Counts a never-ending effect against the current thread's owner until the returned
  /// cancellable is cancelled.
  static func neverEnding() -> Cancellable {
    guard let owner = current else { return Cancellable() }
    owner.lock.withLock { owner.neverEndingCount += 1 }
    return Cancellable { owner.lock.withLock { owner.neverEndingCount -= 1 } }
  }

  /// The owner of the work the current thread is doing, if any.
  package static var current: SchedulingOwner? {
    Thread.current.threadDictionary[key] as? SchedulingOwner
  }

  /// Runs `work` with `owner` as the current thread's owner, then puts the previous one back.
  package static func with<Result>(_ owner: SchedulingOwner?, _ work: () throws -> Result)
    rethrows -> Result
  {
    let dictionary = Thread.current.threadDictionary
    let previous = dictionary[key]
    dictionary[key] = owner
    defer { dictionary[key] = previous }
    return try work()
  }
}
