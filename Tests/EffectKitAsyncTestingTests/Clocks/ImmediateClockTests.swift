import Testing

@testable import EffectKitAsyncTesting

@Suite(.timeLimit(.minutes(1)))
struct ImmediateClockTests {
  @Test func sleep_ReturnsAtOnce_AndMovesNowToItsDeadline() async throws {
    let clock = ImmediateClock()

    try await clock.sleep(for: .seconds(5))
    try await clock.sleep(for: .milliseconds(300))

    #expect(clock.now == ImmediateClock.Instant(offset: .milliseconds(5_300)))
    #expect(clock.minimumResolution == .nanoseconds(1))
  }

  @Test func sleepUntilAnInstantAlreadyPast_LeavesNowWhereItIs() async throws {
    let clock = ImmediateClock(now: ImmediateClock.Instant(offset: .seconds(10)))

    try await clock.sleep(until: ImmediateClock.Instant(offset: .seconds(3)))

    #expect(clock.now == ImmediateClock.Instant(offset: .seconds(10)))
  }

  @Test func aCancelledTask_Sleep_ThrowsCancellationError() async {
    let clock: any Clock<Duration> = .immediate
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(for: .seconds(1))
    }

    #expect(await task.result.isCancellation)
  }

  @Test func aCancelledTask_Sleep_LeavesNowWhereItIs() async {
    let clock = ImmediateClock()
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(for: .seconds(1))
    }

    _ = await task.result

    #expect(clock.now == ImmediateClock.Instant())
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, *)
  @Test func aLoopOfSleeps_GivesAnotherTaskATurn_OnTheSameThread() async {
    let clock = ImmediateClock()
    // NB: one thread for both tasks: the other runs only if the loop lets it.
    let executor = QueueExecutor()
    let otherRan = Log<Bool>()

    let sleeps = await Task(executorPreference: executor) {
      // Queued behind the loop, which holds the thread until it sleeps.
      Task(executorPreference: executor) { otherRan.append(true) }
      var sleeps = 0
      while otherRan.entries.isEmpty, sleeps < 100 {
        try? await clock.sleep(for: .seconds(1))
        sleeps += 1
      }
      return sleeps
    }.value

    // The first sleep let the other task run.
    #expect(sleeps == 1)
  }
}
