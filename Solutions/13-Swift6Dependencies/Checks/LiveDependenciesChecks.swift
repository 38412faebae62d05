import Foundation
import Testing

@testable import PrimeTime

/// The parts this step gives you: the live dependencies and a new screen's state.
@Suite(.timeLimit(.minutes(1)))
struct LiveDependenciesChecks {
  @Test func liveNthPrime_CountsTwoAsTheFirst() async {
    var answers: [Int?] = []
    for n in 1...10 { answers.append(await Dependencies.live.nthPrime(n)) }
    #expect(answers == [2, 3, 5, 7, 11, 13, 17, 19, 23, 29])
    #expect(await Dependencies.live.nthPrime(1_000) == 7_919)
  }

  @Test(arguments: [0, -1])
  func liveNthPrime_AnswersNilBelowOne(n: Int) async {
    #expect(await Dependencies.live.nthPrime(n) == nil)
  }

  @Test func liveNthPrime_Cancelled_StopsWithNil() async {
    let search = Task { await Dependencies.live.nthPrime(50_000_000) }
    search.cancel()
    #expect(await search.value == nil)
  }

  @Test func liveNow_IsTheSystemClock() {
    // NB: a minute's slack: this asks which clock is used, not how fast the machine is.
    #expect(abs(Dependencies.live.now().timeIntervalSinceNow) <= 60)
  }

  @Test func aNewScreen_StartsAtZero_WithTheButtonEnabledAndNoAlert() {
    #expect(
      CounterState() == CounterState(count: 0, isNthPrimeButtonDisabled: false, alertNthPrime: nil))
  }
}
