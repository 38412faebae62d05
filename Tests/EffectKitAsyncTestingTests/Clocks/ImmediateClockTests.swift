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
}
