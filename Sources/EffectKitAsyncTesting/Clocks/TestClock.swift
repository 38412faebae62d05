import EffectKit
import Foundation

/// A clock whose time moves only when a test moves it, as swift-clocks' `TestClock` does.
///
/// Nothing that sleeps on it wakes by itself. `advance(by:)` and `advance(to:)` move the time
/// forward and wake, in order, every sleep that falls due on the way; `run()` advances until
/// nothing sleeps on it. A feature that waits with `try await clock.sleep(for:)` on the clock
/// its dependencies give it can thus be tested exactly, and at once:
///
/// ```swift
/// let clock = TestClock()
/// await withDependencies { $0.continuousClock = clock } operation: {
///   let store = TestStore(initialState: CounterState()) { counterReducer }
///   await store.send(.timerButtonTapped) { $0.isTimerRunning = true }
///   await clock.advance(by: .seconds(1))  // no real second goes by
///   await store.receive(.timerTicked) { $0.count = 1 }
///   await store.send(.timerButtonTapped) { $0.isTimerRunning = false }
/// }
/// ```
///
/// Sleeps due at the same instant wake in the order they began; the time is kept in whole
/// nanoseconds (`VirtualInstant`). A sleep until `now` or later waits for an advance that
/// reaches it; one until an instant already past returns at once. A task cancelled while it
/// sleeps throws `CancellationError` at once and is never woken. It is safe to sleep on it from
/// any task; advance it from one task at a time.
public final class TestClock: Clock, @unchecked Sendable {
  /// An instant of this clock: whole nanoseconds from its start.
  public typealias Instant = VirtualInstant

  let lock = NSLock()
  /// The current time, in nanoseconds.
  var time: Int64
  /// The sleeps waiting, sorted by due time, then by the order they began.
  var sleeps: [PendingSleep] = []
  /// The sleep an `advance` woke last, while it waits for the task to go as far as it can.
  var woken: WokenSleep?

  /// A clock that reads `now` (its start by default) until a test moves it.
  ///
  /// ```swift
  /// let clock = TestClock(now: TestClock.Instant(offset: .seconds(10)))
  /// ```
  public init(now: Instant = Instant()) {
    self.time = now.nanoseconds
  }

  /// The clock's current time. Only `advance(by:)`, `advance(to:)` and `run()` change it.
  ///
  /// ```swift
  /// await clock.advance(by: .seconds(1))
  /// clock.now == TestClock.Instant(offset: .seconds(1))  // true
  /// ```
  public var now: Instant { lock.withLock { Instant(nanoseconds: time) } }

  /// One nanosecond: the clock counts in whole nanoseconds. (swift-clocks' says zero.)
  ///
  /// ```swift
  /// TestClock().minimumResolution  // .nanoseconds(1)
  /// ```
  public var minimumResolution: Duration { .nanoseconds(1) }

  /// Waits until an advance of the clock reaches `deadline`, or returns at once if `deadline`
  /// is already past; throws `CancellationError` if the task is cancelled first.
  ///
  /// ```swift
  /// try await clock.sleep(until: clock.now.advanced(by: .seconds(1)))
  /// ```
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    let sleep = PendingSleep(
      due: deadline.nanoseconds, task: withUnsafeCurrentTask { $0?.hashValue },
      activity: EffectRunActivity.current)
    // NB: for a task already cancelled, the handler runs first, and `begin` then throws.
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        begin(sleep, continuation: continuation)
      }
    } onCancel: {
      cancel(sleep)
    }
    // NB: as swift-clocks' does, a task cancelled after its wake, before it ran, throws too.
    try Task.checkCancellation()
  }

  /// Queues `sleep` to wake with `continuation`, unless it is cancelled or already due.
  private func begin(_ sleep: PendingSleep, continuation: CheckedContinuation<Void, any Error>) {
    enum Outcome { case cancelled, due, waits }
    let outcome = lock.withLock { () -> Outcome in
      if sleep.isCancelled { return .cancelled }
      if sleep.due < time { return .due }
      sleep.continuation = continuation
      sleep.parking = sleep.activity?.sleepOnATestClock()
      // NB: after everything due no later, so sleeps due at the same time wake in order.
      let index = sleeps.firstIndex { $0.due > sleep.due } ?? sleeps.endIndex
      sleeps.insert(sleep, at: index)
      if let woken, woken.isAsleepAgain(with: sleep) { self.woken?.hasSleptAgain = true }
      return .waits
    }
    switch outcome {
    case .cancelled: continuation.resume(throwing: CancellationError())
    case .due: continuation.resume()
    case .waits: break
    }
  }

  /// Ends `sleep` with `CancellationError`, now if it waits, or as soon as it begins.
  private func cancel(_ sleep: PendingSleep) {
    let continuation = lock.withLock { () -> CheckedContinuation<Void, any Error>? in
      sleep.isCancelled = true
      sleeps.removeAll { $0 === sleep }
      defer { sleep.continuation = nil }
      return sleep.continuation
    }
    sleep.parking?.cancel()
    continuation?.resume(throwing: CancellationError())
  }

  /// The due time of the earliest sleep, if any sleep waits.
  var nextDue: Int64? { lock.withLock { sleeps.first?.due } }
}

/// A sleep on a test clock, from its start until it wakes or is cancelled; guarded by the
/// clock's lock.
final class PendingSleep: @unchecked Sendable {
  /// When it is due, in nanoseconds.
  let due: Int64
  /// Which task sleeps: the current task's hash, to know when it sleeps again.
  let task: Int?
  /// The `Effect.run` it sleeps in, to know when that run has ended.
  let activity: EffectRunActivity?
  var continuation: CheckedContinuation<Void, any Error>?
  var isCancelled = false
  /// Counts the sleep against its run while it waits.
  var parking: Cancellable?

  init(due: Int64, task: Int?, activity: EffectRunActivity?) {
    self.due = due
    self.task = task
    self.activity = activity
  }
}

/// The sleep an `advance` woke, while its task runs.
struct WokenSleep {
  let task: Int?
  let activity: EffectRunActivity?
  /// Whether the task has begun another sleep on the clock since.
  var hasSleptAgain = false

  /// Whether `sleep` puts the woken work back to sleep: it is the same task's, or, in an
  /// `Effect.run`, a task of the same run's (a request it awaits in a task of its own).
  func isAsleepAgain(with sleep: PendingSleep) -> Bool {
    if let task, sleep.task == task { return true }
    guard let activity, let other = sleep.activity else { return false }
    return activity === other
  }
}
