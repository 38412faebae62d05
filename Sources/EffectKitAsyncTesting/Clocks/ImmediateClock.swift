import Foundation

/// A clock whose sleeps return at once, as swift-clocks' `ImmediateClock` does: each moves
/// `now` to its deadline, so time passes in an instant.
///
/// For previews, and for tests where time does not matter: a feature that waits a second
/// before it shows a welcome runs with no wait at all.
///
/// ```swift
/// let clock = ImmediateClock()
/// try await clock.sleep(for: .seconds(5))  // returns at once
/// clock.now  // 5 seconds after the start
/// ```
///
/// A sleep until an instant already past leaves `now` where it is (swift-clocks' sets it back).
/// A cancelled task's sleep throws `CancellationError`, and leaves `now` where it is too.
public final class ImmediateClock: Clock, @unchecked Sendable {
  /// An instant of this clock: whole nanoseconds from its start.
  public typealias Instant = VirtualInstant

  private let lock = NSLock()
  private var time: Int64

  /// A clock that starts at `now` (its start by default).
  ///
  /// ```swift
  /// let clock = ImmediateClock(now: ImmediateClock.Instant(offset: .seconds(10)))
  /// ```
  public init(now: Instant = Instant()) {
    self.time = now.nanoseconds
  }

  /// The clock's current time: the latest deadline it slept until.
  ///
  /// ```swift
  /// try await clock.sleep(for: .seconds(2))
  /// clock.now == ImmediateClock.Instant(offset: .seconds(2))  // true
  /// ```
  public var now: Instant { lock.withLock { Instant(nanoseconds: time) } }

  /// One nanosecond: the clock counts in whole nanoseconds. (swift-clocks' says zero.)
  ///
  /// ```swift
  /// ImmediateClock().minimumResolution  // .nanoseconds(1)
  /// ```
  public var minimumResolution: Duration { .nanoseconds(1) }

  /// Moves `now` to `deadline` and returns, after letting other tasks run, as a real sleep
  /// would; throws `CancellationError`, without moving `now`, if the task is cancelled.
  ///
  /// ```swift
  /// try await clock.sleep(until: clock.now.advanced(by: .seconds(1)))  // returns at once
  /// ```
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    lock.withLock { time = max(time, deadline.nanoseconds) }
    // NB: a loop of sleeps would otherwise never give another task a turn.
    await Task.yield()
  }
}

extension Clock where Self == ImmediateClock {
  /// A clock whose sleeps return at once: `ImmediateClock()`.
  ///
  /// ```swift
  /// try await withDependencies { $0.continuousClock = ImmediateClock() } operation: { … }
  /// ```
  public static var immediate: ImmediateClock { ImmediateClock() }
}
