import Testing
import WorkshopChecks

@Suite struct AsyncSignalsTests {
  @Test func aStreamThatYields_IsSeen() async {
    let (stream, continuation) = AsyncStream<Void>.makeStream()
    continuation.yield()
    #expect(await first(of: stream, within: .seconds(30)))
  }

  @Test func aStreamThatNeverYields_RunsOutOfTime() async {
    let (stream, continuation) = AsyncStream<Void>.makeStream()
    let clock = ContinuousClock()
    let start = clock.now
    #expect(await first(of: stream, within: .milliseconds(50)) == false)
    #expect(clock.now - start < .seconds(20), "it stopped waiting when the time ran out")
    continuation.finish()
  }

  @Test func aStreamThatFinishesWithoutYielding_IsNotSeen() async {
    let (stream, continuation) = AsyncStream<Void>.makeStream()
    continuation.finish()
    #expect(await first(of: stream, within: .seconds(30)) == false)
  }
}
