import Testing
import WorkshopChecks

@testable import PrimeTime

/// The live dependencies, which the app uses outside tests: the nthPrime, and the clock.
@Suite(.localizedIssues, .timeLimit(.minutes(1)))
struct LiveDependenciesChecks {
  @Test func liveNthPrime_CountsTwoAsTheFirstPrime() async {
    #expect(await Dependencies.live.nthPrime(1) == 2)
    #expect(await Dependencies.live.nthPrime(12) == 37)
    #expect(await Dependencies.live.nthPrime(0) == nil)
  }

  @Test func liveNthPrime_GoesOnPastItsPausesForOtherTasks() async {
    // NB: the search gives other tasks a turn every 4,096 candidates; the 2,000th prime is past
    // four of them.
    #expect(await Dependencies.live.nthPrime(2_000) == 17_389)
  }

  @Test func theLiveClock_IsTheSystemsContinuousClock() {
    #expect(Dependencies.live.continuousClock is ContinuousClock)
  }
}
