import Foundation

/// A scheduler whose clock moves only when a test moves it: virtual time.
///
/// Nothing scheduled on it runs by itself. `advance(by:)` moves the clock forward and runs the
/// work that falls due on the way, in order; `run()` runs everything. A test thus decides
/// exactly when an effect delivers, and a wait of minutes takes no time at all:
///
/// ```swift
/// let scheduler = TestScheduler()
/// let token = Effect(value: 42).delay(for: 60, scheduler: scheduler).sink { print($0) }
/// scheduler.advance(by: 59)  // prints nothing: a second is still to go
/// scheduler.advance(by: 1)   // prints 42
/// ```
///
/// Work due at the same instant runs in the order it was scheduled: pending work is kept
/// sorted by due time, then by the order it arrived in. It is safe to schedule from any
/// thread; the work itself runs on the thread that calls `advance(by:)` or `run()`.
///
/// Times are given and read in seconds, and kept in whole nanoseconds, as `DispatchTime` keeps
/// them, so that steps add up exactly: `advance(by: 0.3)` twice, then `0.49`, then `0.01`, runs
/// the work due at 1.1 s (in `Double` seconds the sum falls short of 1.1).
public final class TestScheduler: Scheduler, @unchecked Sendable {
  private struct Item {
    /// In nanoseconds.
    let due: Int64
    let sequence: Int
    /// Whose work this is: the owner current when it was scheduled (see `SchedulingOwner`).
    let owner: SchedulingOwner?
    let work: @Sendable () -> Void
  }

  /// Every test scheduler alive, to count the work they hold for one owner.
  private static let instances = Locked<[WeakScheduler]>([])

  private let lock = NSLock()
  /// The current time, in nanoseconds.
  private var clock: Int64
  private var sequences = UniqueIDs()
  /// Sorted by `due`, then by `sequence`.
  private var items: [Item] = []

  /// A scheduler whose clock starts at `now` seconds (at zero, if `now` is negative).
  public init(now: TimeInterval = 0) {
    self.clock = Self.nanoseconds(now)
    Self.instances.withValue { instances in
      instances.removeAll { $0.scheduler == nil }
      instances.append(WeakScheduler(scheduler: self))
    }
  }

  /// How much work all test schedulers hold for `owner`: work that waits until a test moves
  /// virtual time, and so can never finish while a store merely waits.
  package static func pendingWorkCount(ownedBy owner: SchedulingOwner) -> Int {
    let schedulers = instances.withValue { $0.compactMap(\.scheduler) }
    return schedulers.reduce(0) { total, scheduler in
      total + scheduler.lock.withLock { scheduler.items.filter { $0.owner === owner }.count }
    }
  }

  /// The scheduler's current time, in seconds. Only `advance(by:)` and `run()` change it.
  public var now: TimeInterval { lock.withLock { TimeInterval(clock) / 1e9 } }

  /// How many pieces of work are scheduled and have neither run nor been cancelled.
  ///
  /// ```swift
  /// XCTAssertEqual(scheduler.pendingWorkCount, 0)  // nothing left waiting
  /// ```
  public var pendingWorkCount: Int { lock.withLock { items.count } }

  /// Schedules `work` for `delay` seconds from `now` (or for `now`, if the delay is zero or
  /// less). It runs when a call to `advance(by:)` or `run()` reaches that time.
  public func schedule(
    after delay: TimeInterval, _ work: @escaping @Sendable () -> Void
  ) -> Cancellable {
    let sequence = lock.withLock { () -> Int in
      let item = Item(
        due: Self.adding(Self.nanoseconds(delay), to: clock), sequence: sequences.next(),
        owner: SchedulingOwner.current,
        work: work)
      // NB: the new item goes after everything due no later, so work due at the same time runs
      // in the order it was scheduled.
      let index = items.firstIndex { $0.due > item.due } ?? items.endIndex
      items.insert(item, at: index)
      return item.sequence
    }
    return Cancellable { [weak self] in self?.remove(sequence) }
  }

  /// Moves the clock forward by `interval` seconds and runs, in order, all work that falls due
  /// on the way, including work that this work schedules within the interval. Each piece runs
  /// with the clock set to its due time; afterwards the clock reads the old time plus
  /// `interval`. `advance()` runs only what is due now.
  ///
  /// ```swift
  /// scheduler.advance(by: 0.3)
  /// ```
  public func advance(by interval: TimeInterval = 0) {
    let deadline = lock.withLock { Self.adding(Self.nanoseconds(interval), to: clock) }
    while let item = takeNext(dueBy: deadline) {
      SchedulingOwner.with(item.owner, item.work)
    }
    lock.withLock { clock = max(clock, deadline) }
  }

  /// Runs all pending work in order, including work scheduled along the way, until nothing is
  /// left; the clock ends at the due time of the last piece.
  ///
  /// Work that keeps scheduling more work forever keeps `run()` from returning; advance by a
  /// fixed interval instead.
  public func run() {
    while let item = takeNext(dueBy: .max) {
      SchedulingOwner.with(item.owner, item.work)
    }
  }

  /// Removes and returns the earliest item due by `deadline`, moving the clock to its due time.
  private func takeNext(dueBy deadline: Int64) -> Item? {
    lock.withLock {
      guard let first = items.first, first.due <= deadline else { return nil }
      items.removeFirst()
      clock = max(clock, first.due)
      return first
    }
  }

  /// `seconds` in whole nanoseconds, the nearest; zero for a negative interval or not a number,
  /// and the most there is for one too long to count.
  private static func nanoseconds(_ seconds: TimeInterval) -> Int64 {
    guard seconds > 0 else { return 0 }
    let nanoseconds = (seconds * 1e9).rounded()
    // NB: 2⁶³ is the first whole number past Int64.max; from there on, no count fits.
    return nanoseconds < 0x1p63 ? Int64(nanoseconds) : .max
  }

  /// `time` plus `interval` nanoseconds, never past the most there is.
  private static func adding(_ interval: Int64, to time: Int64) -> Int64 {
    let (sum, overflow) = time.addingReportingOverflow(interval)
    return overflow ? .max : sum
  }

  private func remove(_ sequence: Int) {
    // NB: the work is released once the lock is unlocked, where `_ =` drops it; releasing it may
    // release other cancellables.
    _ = lock.withLock { () -> Item? in
      guard let index = items.firstIndex(where: { $0.sequence == sequence }) else { return nil }
      return items.remove(at: index)
    }
  }
}

/// A test scheduler, held weakly.
private struct WeakScheduler {
  weak var scheduler: TestScheduler?
}
