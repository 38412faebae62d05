import Testing

@testable import PrimeTime

/// The live nthPrime, which the app uses outside tests.
@Suite(.timeLimit(.minutes(1)))
struct LiveDependenciesChecks {
  @Test func liveNthPrime_CountsTwoAsTheFirstPrime() async {
    #expect(await Dependencies.live.nthPrime(1) == 2)
    #expect(await Dependencies.live.nthPrime(6) == 13)
    #expect(await Dependencies.live.nthPrime(0) == nil)
  }
}
