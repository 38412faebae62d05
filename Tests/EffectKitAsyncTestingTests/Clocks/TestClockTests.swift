import EffectKit
import Testing

@testable import EffectKitAsyncTesting

// The promises of `TestClock`: what wakes when, in which order, and what never wakes.
@Suite(.timeLimit(.minutes(1)))
struct TestClockTests {
  @Test func advanceByThreeSeconds_WakesATaskThatSleepsOneSecondThreeTimes_ThreeTimes() async {
    let clock = TestClock()
    let wakes = Log<TestClock.Instant>()
    // NB: an effect's task, which tells the clock when it ends; a plain `Task` does not, and
    // the clock would wait its patience after the third wake.
    let task = effectTask {
      for _ in 1...3 {
        try await clock.sleep(for: .seconds(1))
        wakes.append(clock.now)
      }
    }
    await clock.waitForSleeps(1)

    await clock.advance(by: .seconds(3))

    // Each wake let the task sleep again before the clock moved on: three wakes, one a second.
    #expect(wakes.entries == [1, 2, 3].map { TestClock.Instant(offset: .seconds($0)) })
    #expect(clock.now == TestClock.Instant(offset: .seconds(3)))
    task.cancel()
  }

  @Test func advance_WakesATaskThatSleepsAgainWithinTheWindow_EveryTime_HoweverSlowItIs() async {
    let clock = TestClock()
    let wakes = Log<Duration>()
    let task = Task {
      while true {
        try await clock.sleep(for: .seconds(1))
        // NB: work that takes a while in real time before the next sleep: the clock waits.
        try await Task.sleep(for: .milliseconds(20))
        wakes.append(TestClock.Instant().duration(to: clock.now))
      }
    }
    await clock.waitForSleeps(1)

    await clock.advance(by: .seconds(3))
    #expect(wakes.entries == [.seconds(1), .seconds(2), .seconds(3)])

    // Half a second more wakes nothing; the other half wakes the fourth sleep.
    await clock.advance(by: .milliseconds(500))
    #expect(wakes.entries.count == 3)
    await clock.advance(by: .milliseconds(500))
    #expect(wakes.entries.count == 4)

    task.cancel()
    #expect(await task.result.isCancellation)
  }

  @Test func aWokenEffect_ThatSleepsAgainInATaskOfItsOwn_HasGoneAsFarAsItCan() async {
    let clock = TestClock()
    let woke = Log<Duration>()
    let effect = effectTask {
      try await clock.sleep(for: .seconds(1))
      // NB: a request awaited in a task of its own, which inherits the run.
      try await Task {
        try await clock.sleep(for: .seconds(1))
        woke.append(TestClock.Instant().duration(to: clock.now))
      }.value
      try await clock.sleep(for: .seconds(60))
    }
    await clock.waitForSleeps(1)

    let took = await ContinuousClock().measure { await clock.advance(by: .seconds(2)) }

    #expect(woke.entries == [.seconds(2)])
    // The inner task's sleep was the sign: the clock did not wait out its patience.
    #expect(took < TestClock.patience)
    effect.cancel()
  }

  @Test func sleepsDueAtTheSameInstant_WakeInTheOrderTheyBegan() async {
    let clock = TestClock()
    let order = Log<String>()
    var tasks: [Task<Void, any Error>] = []
    for (index, name) in ["first", "second", "third"].enumerated() {
      tasks.append(
        Task {
          try await clock.sleep(until: TestClock.Instant(offset: .seconds(1)))
          order.append(name)
          try await clock.sleep(for: .seconds(60))
        })
      // Each sleep begins before the next task starts.
      await clock.waitForSleeps(index + 1)
    }

    await clock.advance(by: .seconds(1))

    #expect(order.entries == ["first", "second", "third"])
    tasks.forEach { $0.cancel() }
  }

  @Test func sleepsDueEarlier_WakeFirst_WhicheverBeganFirst() async {
    let clock = TestClock()
    let order = Log<String>()
    var tasks: [Task<Void, any Error>] = []
    for seconds in [3, 2, 1] {
      tasks.append(
        Task {
          try await clock.sleep(for: .seconds(seconds))
          order.append("\(seconds) s")
          try await clock.sleep(for: .seconds(60))
        })
      // The latest sleep begins first, the earliest last.
      await clock.waitForSleeps(tasks.count)
    }

    await clock.advance(by: .seconds(3))

    #expect(order.entries == ["1 s", "2 s", "3 s"])
    tasks.forEach { $0.cancel() }
  }

  @Test func aSleepCancelledBeforeItsDeadline_ThrowsCancellationErrorAtOnce_AndNeverWakes() async {
    let clock = TestClock()
    let woke = Log<Bool>()
    let task = Task {
      try await clock.sleep(for: .seconds(1))
      woke.append(true)
    }
    await clock.waitForSleeps(1)

    task.cancel()
    // It throws before the clock moves at all.
    #expect(await task.result.isCancellation)

    await clock.advance(by: .seconds(2))
    #expect(woke.entries.isEmpty)
    #expect(clock.lock.withLock { clock.sleeps.isEmpty }, "the cancelled sleep left the queue")
  }

  @Test func aTaskCancelledBeforeItSleeps_ThrowsWithoutWaiting() async {
    let clock = TestClock()
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(for: .seconds(1))
    }

    #expect(await task.result.isCancellation)
    #expect(clock.nextDue == nil)
  }

  /// As swift-clocks' does: the wake does not outrun the cancel, and the sleep ends only once.
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, *)
  @Test func aTaskCancelledAsItsSleepWakes_BeforeItRuns_ThrowsCancellationError() async {
    let clock = TestClock()
    let executor = QueueExecutor()
    let outcome = Log<String>()
    let effect = effectTask {
      do {
        try await withTaskExecutorPreference(executor) { try await clock.sleep(for: .seconds(1)) }
        outcome.append("woke")
      } catch {
        outcome.append("\(type(of: error))")
      }
    }
    await clock.waitForSleeps(1)

    // The clock wakes the sleep; before its task runs again, the task is cancelled.
    executor.whenTheNextJobIsQueued { effect.cancel() }
    await clock.advance(by: .seconds(1))

    #expect(outcome.entries == ["CancellationError"])
  }

  @Test func advance_WithNothingScheduled_ReturnsAtOnce() async {
    let clock = TestClock()

    let took = await ContinuousClock().measure { await clock.advance(by: .seconds(60)) }

    #expect(clock.now == TestClock.Instant(offset: .seconds(60)))
    // NB: at once means without waiting for a woken task: far less than the clock's patience.
    #expect(took < TestClock.patience)
  }

  @Test func time_IsKeptInWholeNanoseconds_SoStepsAddUpExactly() async {
    let clock = TestClock()
    let woke = Log<TestClock.Instant>()
    let task = effectTask {
      try await clock.sleep(until: TestClock.Instant(offset: .seconds(1.1)))
      woke.append(clock.now)
    }
    await clock.waitForSleeps(1)

    // In Double seconds, 0.3 + 0.3 + 0.49 + 0.01 falls short of 1.1.
    for step in [0.3, 0.3, 0.49] { await clock.advance(by: .seconds(step)) }
    #expect(woke.entries.isEmpty)
    await clock.advance(by: .seconds(0.01))

    #expect(woke.entries == [TestClock.Instant(offset: .milliseconds(1_100))])
    task.cancel()
    #expect(clock.minimumResolution == .nanoseconds(1))
  }

  @Test func advanceTo_AnInstantAlreadyPast_ChangesNothing() async {
    let clock = TestClock(now: TestClock.Instant(offset: .seconds(5)))

    await clock.advance(to: TestClock.Instant(offset: .seconds(2)))

    #expect(clock.now == TestClock.Instant(offset: .seconds(5)))
  }

  @Test func aSleepUntilNow_WaitsForTheNextAdvance_AndOneUntilThePast_ReturnsAtOnce() async throws {
    let clock = TestClock(now: TestClock.Instant(offset: .seconds(5)))

    // Past: no wait at all.
    try await clock.sleep(until: TestClock.Instant(offset: .seconds(4)))
    // Now: waits, as swift-clocks' does, until an advance, even by zero.
    let woke = Log<TestClock.Instant>()
    let task = effectTask {
      try await clock.sleep(until: clock.now)
      woke.append(clock.now)
    }
    await clock.waitForSleeps(1)
    #expect(woke.entries.isEmpty)
    await clock.advance()

    #expect(woke.entries == [TestClock.Instant(offset: .seconds(5))])
    task.cancel()
  }
}

extension Result where Failure == any Error {
  /// Whether the task threw `CancellationError`.
  var isCancellation: Bool {
    if case .failure(let error) = self { error is CancellationError } else { false }
  }
}
