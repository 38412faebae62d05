import Foundation

/// The work of one `Effect.run`, as a test clock sees it: whom it is for, whether its operation
/// has returned, how many of its sleeps on test clocks are pending, and the runs it started.
///
/// `Effect.run` binds it for the task that runs the operation (child tasks inherit it), so a
/// test clock that wakes the task can tell when the task has gone as far as it can: asleep on
/// the clock again, or done, with every effect it started meanwhile asleep or done too. A plain
/// `Task` has none, and gives no sign when it ends.
package final class EffectRunActivity: @unchecked Sendable {
  /// The run whose task is running now, if any.
  @TaskLocal package static var current: EffectRunActivity?

  /// Whose work the run is: the effect a test store started, if one did.
  package let owner: SchedulingOwner?
  private let lock = NSLock()
  private var ended = false
  private var sleeps = 0
  /// The runs started from this run's task: by the actions it sent, and their effects.
  private var started: [EffectRunActivity] = []

  /// A run for `owner`, started from the task of `parent` if there is one.
  init(owner: SchedulingOwner?, parent: EffectRunActivity?) {
    self.owner = owner
    parent?.lock.withLock { parent?.started.append(self) }
  }

  /// Whether the operation (and its `catch:` handler) has returned, and the effect finished.
  package var hasEnded: Bool { lock.withLock { ended } }

  /// Whether every run this one started, and every run those started, has ended or sleeps on
  /// a test clock: none of them is still on its way to its next sleep.
  package var startedRunsHaveSettled: Bool {
    let runs = lock.withLock {
      // NB: a run that ended stays ended; forgetting it keeps a long-lived run's list short.
      started.removeAll { $0.hasEnded }
      return started
    }
    return runs.allSatisfy { run in
      run.lock.withLock { run.sleeps > 0 } && run.startedRunsHaveSettled
    }
  }

  /// Counts a sleep on a test clock against the run and its owner until the returned
  /// cancellable is cancelled or released, when the sleep is over.
  package func sleepOnATestClock() -> Cancellable {
    let owners = owner?.sleepOnATestClock()
    lock.withLock { sleeps += 1 }
    return Cancellable { [self] in
      lock.withLock { sleeps -= 1 }
      owners?.cancel()
    }
  }

  /// Marks the run as ended.
  func end() { lock.withLock { ended = true } }
}
