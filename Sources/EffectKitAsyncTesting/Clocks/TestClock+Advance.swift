import EffectKit
import Foundation

extension TestClock {
  /// How long `advance` waits, in real time, for a task it woke that gives no sign of having
  /// gone as far as it can: a plain `Task` that ends, or one that waits on something else.
  ///
  /// NB: long, because a task that does give a sign may be slow to: an effect's `send` waits
  /// for the main actor, which other tests running beside this one can hold for a second.
  static let patience: Duration = .seconds(5)

  /// Moves the clock forward by `duration` and wakes, in order, every sleep due by then,
  /// letting each task it wakes run before it looks for the next: a task that sleeps again
  /// within the window is woken again.
  ///
  /// ```swift
  /// await store.send(.timerButtonTapped) { $0.isTimerRunning = true }
  /// await clock.advance(by: .seconds(1))
  /// await store.receive(.timerTicked) { $0.count = 1 }
  /// ```
  public func advance(by duration: Duration = .zero) async {
    await advance(to: now.advanced(by: duration))
  }

  /// Moves the clock forward to `deadline`, waking on the way every sleep due by then, as
  /// `advance(by:)` does; a `deadline` already past changes nothing.
  ///
  /// ```swift
  /// await clock.advance(to: TestClock.Instant(offset: .seconds(3)))
  /// ```
  ///
  /// Each woken task runs until it has gone as far as it can before the clock looks for the
  /// next sleep, so what wakes never depends on how fast the machine is. The clock sees that
  /// moment, rather than guessing it: the task begins another sleep on the clock (or, in an
  /// `Effect.run`, another task of the run does), or the run's operation returns; and every
  /// `Effect.run` it started meanwhile (through the actions it sent) sleeps on the clock or has
  /// returned too. A task that gives neither
  /// sign, a plain `Task` that ends or one that waits on something else, is waited for up to
  /// five seconds of real time (`patience`) before the clock moves on: await such a task's value
  /// instead, and let what a woken effect awaits answer on its own, or sleep on this clock.
  public func advance(to deadline: Instant) async {
    while let (continuation, parking) = wake(dueBy: deadline.nanoseconds) {
      parking?.cancel()
      continuation.resume()
      await letWokenTaskRun()
    }
    lock.withLock { time = max(time, deadline.nanoseconds) }
  }

  /// Takes the earliest sleep due by `deadline` off the queue, moves the time to its due time,
  /// and remembers its task as woken; returns what wakes it, and what counts it as asleep.
  private func wake(dueBy deadline: Int64)
    -> (CheckedContinuation<Void, any Error>, Cancellable?)?
  {
    lock.withLock {
      guard let first = sleeps.first, first.due <= deadline, let continuation = first.continuation
      else { return nil }
      sleeps.removeFirst()
      first.continuation = nil
      time = max(time, first.due)
      woken = WokenSleep(task: first.task, activity: first.activity)
      return (continuation, first.parking)
    }
  }

  /// Waits until the task woken last has gone as far as it can (see `advance(to:)`), or for
  /// `patience` at most.
  private func letWokenTaskRun() async {
    let realTime = ContinuousClock()
    let giveUp = realTime.now.advanced(by: Self.patience)
    while !wokenTaskHasSettled, realTime.now < giveUp, !Task.isCancelled {
      try? await Task.sleep(for: .milliseconds(1))
    }
    lock.withLock { woken = nil }
  }

  /// Whether the task woken last sleeps again or has ended, and so has every run it started.
  private var wokenTaskHasSettled: Bool {
    lock.withLock {
      guard let woken else { return true }
      let activity = woken.activity
      let stopped = woken.hasSleptAgain || activity?.hasEnded == true
      return stopped && activity?.startedRunsHaveSettled != false
    }
  }
}
