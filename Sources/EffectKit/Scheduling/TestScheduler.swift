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
public final class TestScheduler: Scheduler, @unchecked Sendable {
  private struct Item {
    let due: TimeInterval
    let sequence: Int
    /// Whose work this is: the owner current when it was scheduled (see `SchedulingOwner`).
    let owner: SchedulingOwner?
    let work: @Sendable () -> Void
  }

  /// Every test scheduler alive, to count the work they hold for one owner.
  private static let instances = Locked<[WeakScheduler]>([])

  private let lock = NSLock()
  private var clock: TimeInterval
  private var sequences = UniqueIDs()
  /// Sorted by `due`, then by `sequence`.
  private var items: [Item] = []

  /// A scheduler whose clock starts at `now` seconds.
  public init(now: TimeInterval = 0) {
    self.clock = now
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
  public var now: TimeInterval { lock.withLock { clock } }

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
        due: clock + max(0, delay), sequence: sequences.next(), owner: SchedulingOwner.current,
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
    let deadline = lock.withLock { clock + max(0, interval) }
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
    while let item = takeNext(dueBy: .infinity) {
      SchedulingOwner.with(item.owner, item.work)
    }
  }

  /// Removes and returns the earliest item due by `deadline`, moving the clock to its due time.
  private func takeNext(dueBy deadline: TimeInterval) -> Item? {
    lock.withLock {
      guard let first = items.first, first.due <= deadline else { return nil }
      items.removeFirst()
      clock = max(clock, first.due)
      return first
    }
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
