import EffectKit
import Foundation
import Testing
import WorkshopChecks

@testable import PrimeTime

/// Task 3 of the lesson: `counterReducer` asks `Dependencies.current.nthPrime`, read in the
/// reducer, for the count-th prime. The rest of the reducer is given, and checked so that it
/// stays right.
@Suite(.localizedIssues, .testDependencies, .timeLimit(.minutes(1)))
struct CounterReducerChecks {
  @Test func nthPrimeButtonTapped_AsksTheContainersNthPrime() async {
    var state = CounterState(count: 3)
    let requests = Requests()

    // NB: the live nthPrime answers 5 for the 3rd prime; only the override answers 17.
    let actions = await Dependencies.$current.withValue(.answering(17, to: requests)) {
      let effects = counterReducer(state: &state, action: .nthPrimeButtonTapped)
      return await CheckDeadline.outputs(of: effects, "The effect of .nthPrimeButtonTapped")
    }
    guard let actions else { return }

    #expect(state == CounterState(count: 3, isNthPrimeButtonDisabled: true))
    #expect(
      actions == [.nthPrimeResponse(17)],
      "TODO(3): the effect should feed back what Dependencies.current.nthPrime answers")
    #expect(
      await requests.all == [3], "TODO(3): nthPrime should be asked once, for the count")
  }

  @Test func nthPrimeEffect_KeepsTheOverrideWhenItRunsAfterTheScope() async {
    var state = CounterState(count: 3)

    // Build the effect inside the scope...
    let effects = Dependencies.$current.withValue(.answering(17, to: Requests())) {
      counterReducer(state: &state, action: .nthPrimeButtonTapped)
    }
    // ...and run it after the scope has ended, as a store may well do.
    guard
      let actions = await CheckDeadline.outputs(
        of: effects, "The effect of .nthPrimeButtonTapped")
    else { return }

    #expect(
      actions == [.nthPrimeResponse(17)],
      """
      TODO(3): read Dependencies.current.nthPrime in the reducer and capture it in the effect; \
      read inside the effect, it sees whatever is in effect when the effect runs
      """)
  }

  @Test(
    arguments: [
      (response: 17, alert: PrimeAlert(prime: 17)),
      (response: nil, alert: nil),
    ] as [(Int?, PrimeAlert?)])
  func nthPrimeResponse_ReEnablesTheButton(response: Int?, alert: PrimeAlert?) {
    // The alert of an earlier answer is still up: the new answer replaces it, and nil takes it
    // down.
    var state = CounterState(
      count: 3, isNthPrimeButtonDisabled: true, alertNthPrime: PrimeAlert(prime: 5))
    let effects = counterReducer(state: &state, action: .nthPrimeResponse(response))
    #expect(state == CounterState(count: 3, alertNthPrime: alert))
    #expect(effects.isEmpty)
  }

  @Test(
    arguments: [
      (action: .incrTapped, count: 4),
      (action: .decrTapped, count: 2),
    ] as [(CounterAction, Int)])
  func countButtons_ChangeTheCountOnly(action: CounterAction, count: Int) {
    var state = CounterState(count: 3)
    let effects = counterReducer(state: &state, action: action)
    #expect(state == CounterState(count: count))
    #expect(effects.isEmpty)
  }

  @Test func alertDismissButtonTapped_ClosesTheAlert() {
    var state = CounterState(count: 3, alertNthPrime: PrimeAlert(prime: 5))
    let effects = counterReducer(state: &state, action: .alertDismissButtonTapped)
    #expect(state == CounterState(count: 3))
    #expect(effects.isEmpty)
  }
}

extension Dependencies {
  /// The test default, with nthPrime answering `prime` and noting every `n` it is asked for.
  fileprivate static func answering(_ prime: Int, to requests: Requests) -> Dependencies {
    var dependencies = Dependencies.test
    dependencies.nthPrime = { n in
      await requests.append(n)
      return prime
    }
    return dependencies
  }
}

/// The positions nthPrime was asked for, in order.
private actor Requests {
  private(set) var all: [Int] = []
  func append(_ n: Int) { all.append(n) }
}
