import EffectKit
import Testing

@testable import EffectKitAsyncTesting

// The promises of `TestClock.run()`: where it stops, and how it ends what still sleeps when it
// times out.
@Suite(.timeLimit(.minutes(1)))
struct TestClockRunTests {
  @Test func run_AdvancesFromSleepToSleep_UntilNothingSleeps() async {
    let clock = TestClock()
    let woke = Log<Duration>()
    let task = effectTask {
      for seconds in [1, 5, 10] {
        try await clock.sleep(until: TestClock.Instant(offset: .seconds(seconds)))
        woke.append(.seconds(seconds))
      }
    }
    await clock.waitForSleeps(1)

    // NB: a loaded machine may take long to run the woken task; only a timer needs the timeout.
    await clock.run(timeout: .seconds(30))

    #expect(woke.entries == [.seconds(1), .seconds(5), .seconds(10)])
    #expect(clock.now == TestClock.Instant(offset: .seconds(10)))
    task.cancel()
  }

  @Test func run_WithATimerNobodyCancels_FailsAfterItsTimeout_AndEndsTheSleep() async {
    let clock = TestClock()
    let timer = Task {
      while true { try await clock.sleep(for: .seconds(1)) }
    }
    await clock.waitForSleeps(1)

    await withKnownIssue {
      await clock.run(timeout: .milliseconds(100))
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasPrefix("Expected every sleep on the test clock to end, but 1 was still")
      }
    }

    #expect(await timer.result.isCancellation, "the sleep left waiting ends with an error")
    #expect(clock.nextDue == nil)
  }

  /// A request raced against a timeout, as a feature does: the response wakes first and
  /// cancels the timeout. As swift-clocks' does, `run` moves the clock to one sleep at a time.
  @Test func run_StopsAtTheLastSleepThatWoke_NotAtOneCancelledMeanwhile() async {
    let clock = TestClock()
    let timeout = effectTask { try await clock.sleep(for: .seconds(10)) }
    await clock.waitForSleeps(1)
    let response = effectTask {
      try await clock.sleep(for: .seconds(1))
      timeout.cancel()
    }
    await clock.waitForSleeps(2)

    await clock.run(timeout: .seconds(30))

    #expect(clock.now == TestClock.Instant(offset: .seconds(1)))
    response.cancel()
  }

  @Test func run_TakesAsLongAsItsTimeoutAllows() async {
    let clock = TestClock()
    let woke = Log<Duration>()
    let task = effectTask {
      try await clock.sleep(for: .seconds(1))
      // NB: work that takes longer, in real time, than the timeout `run` has by default.
      try await Task.sleep(for: .milliseconds(600))
      try await clock.sleep(for: .seconds(1))
      woke.append(TestClock.Instant().duration(to: clock.now))
    }
    await clock.waitForSleeps(1)

    await clock.run(timeout: .seconds(30))

    #expect(woke.entries == [.seconds(2)])
    task.cancel()
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, *)
  @Test func run_WhenItTimesOut_EndsTheSleepsEarliestFirst() async {
    let clock = TestClock()
    // NB: one thread for every task, which runs them in the order the clock ends their sleeps.
    let executor = QueueExecutor()
    let ended = Log<Int>()
    var tasks: [Task<Void, Never>] = []
    for seconds in [3, 1, 2] {
      tasks.append(
        Task(executorPreference: executor) {
          do { try await clock.sleep(for: .seconds(seconds)) } catch { ended.append(seconds) }
        })
      await clock.waitForSleeps(tasks.count)
    }
    executor.waitForTheJobsQueuedSoFar()

    // A timeout of zero gives up before the first advance.
    await withKnownIssue { await clock.run(timeout: .zero) }
    for task in tasks { await task.value }

    #expect(ended.entries == [1, 2, 3])
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, *)
  @Test func run_WhenTasksAreCancelledAsItEndsTheirSleeps_EndsEachSleepOnce() async {
    let clock = TestClock()
    let executor = QueueExecutor()
    let tasks = [1, 2].map { seconds in
      Task(executorPreference: executor) { try await clock.sleep(for: .seconds(seconds)) }
    }
    await clock.waitForSleeps(2)

    // As `run` ends the first sleep, before that task runs again, both tasks are cancelled.
    executor.whenTheNextJobIsQueued { tasks.forEach { $0.cancel() } }
    await withKnownIssue { await clock.run(timeout: .zero) }

    for task in tasks { #expect(await task.result.isCancellation) }
  }
}
