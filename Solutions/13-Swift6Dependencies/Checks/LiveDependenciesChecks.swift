import Foundation
import Testing
import WorkshopChecks

@testable import PrimeTime

/// The parts this step gives you: the live dependencies and a new screen's state.
@Suite(.localizedIssues, .timeLimit(.minutes(1)))
struct LiveDependenciesChecks {
  @Test func liveNthPrime_CountsTwoAsTheFirst() async {
    let answers = await CheckDeadline.result(of: "The live nthPrime of 1 to 10 and of 1,000") {
      var answers: [Int?] = []
      for n in [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 1_000] {
        answers.append(await Dependencies.live.nthPrime(n))
      }
      return answers
    }
    guard let answers else { return }
    #expect(answers == [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 7_919])
  }

  @Test(arguments: [0, -1])
  func liveNthPrime_AnswersNilBelowOne(n: Int) async {
    guard
      let answer = await CheckDeadline.result(
        of: "The live nthPrime(\(n))", { await Dependencies.live.nthPrime(n) })
    else { return }
    #expect(answer == nil)
  }

  @Test func liveNthPrime_Cancelled_StopsWithNil() async {
    let search = Task { await Dependencies.live.nthPrime(50_000_000) }
    search.cancel()
    guard
      let answer = await CheckDeadline.result(
        of: "The live nthPrime(50_000_000), whose task was cancelled,", { await search.value })
    else { return }
    #expect(answer == nil)
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
