import Testing

@testable import EffectKit
@testable import EffectKitAsyncTesting

// What the clock counts as asleep: a sleep counts against its `Effect.run`, and so against the
// test store's effect, only while it waits, so that a store never takes an effect whose task is
// on its way again for one asleep; and what counts as the woken work sleeping again.
@Suite(.timeLimit(.minutes(1)))
struct TestClockCountingTests {
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, *)
  @Test func aWokenSleep_NoLongerCounts_ByTheTimeItsTaskIsQueuedToRun() async {
    let counted = await countedAsAsleepWhenQueued { clock, _ in
      await clock.advance(by: .seconds(1))
    }

    #expect(counted == [false])
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, *)
  @Test func aCancelledSleep_NoLongerCounts_ByTheTimeItsTaskIsQueuedToRun() async {
    let counted = await countedAsAsleepWhenQueued { _, effect in effect.cancel() }

    #expect(counted == [false])
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, *)
  @Test func aSleepThatRunEnds_NoLongerCounts_ByTheTimeItsTaskIsQueuedToRun() async {
    let counted = await countedAsAsleepWhenQueued { clock, _ in
      // A timeout of zero gives up before the first advance, and ends the sleep.
      await withKnownIssue { await clock.run(timeout: .zero) }
    }

    #expect(counted == [false])
  }

  @Test func theWokenTask_SleepsAgain_OnlyInItsOwnTaskOrRun() {
    let run = EffectRunActivity(owner: nil, parent: nil)
    let otherRun = EffectRunActivity(owner: nil, parent: nil)
    let wokenTask = WokenSleep(task: 1, activity: nil)
    let wokenRun = WokenSleep(task: 1, activity: run)

    #expect(wokenTask.isAsleepAgain(with: PendingSleep(due: 0, task: 1, activity: nil)))
    #expect(!wokenTask.isAsleepAgain(with: PendingSleep(due: 0, task: 2, activity: nil)))
    // A task of the same run, such as a request it awaits in a task of its own.
    #expect(wokenRun.isAsleepAgain(with: PendingSleep(due: 0, task: 2, activity: run)))
    #expect(!wokenRun.isAsleepAgain(with: PendingSleep(due: 0, task: 2, activity: otherRun)))
  }
}

/// Whether the owner of an effect asleep on a test clock still counts it as asleep when its task
/// is next queued to run, once `endTheSleep` has ended the sleep (one entry, or none if the task
/// was never queued).
///
/// The effect is an `Effect.run` started for the owner, as a test store starts its effects,
/// whose task sleeps a second on the clock on an executor of its own.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, *)
private func countedAsAsleepWhenQueued(
  after endTheSleep: (TestClock, Cancellable) async -> Void
) async -> [Bool] {
  let clock = TestClock()
  let (executor, owner) = (QueueExecutor(), SchedulingOwner())
  let effect = SchedulingOwner.with(owner) {
    effectTask {
      try await withTaskExecutorPreference(executor) { try await clock.sleep(for: .seconds(1)) }
    }
  }
  await clock.waitForSleeps(1)
  #expect(owner.isAsleepOnATestClock)

  let countedWhenQueued = Log<Bool>()
  executor.whenTheNextJobIsQueued { countedWhenQueued.append(owner.isAsleepOnATestClock) }
  await endTheSleep(clock, effect)

  effect.cancel()
  return countedWhenQueued.entries
}
