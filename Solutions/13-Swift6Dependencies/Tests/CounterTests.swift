import EffectKit
import Foundation
import Testing

@testable import PrimeTime

// Every test starts from the failing test dependencies: it overrides what it expects the code
// to use, and anything else the code reaches for fails the test with the dependency's name.
@Suite(.testDependencies)
struct CounterTests {
  @Test func withDependencies_OverrideEndsWithItsScope() async {
    // Inside the scope, the override answers.
    let inside = await withDependencies {
      $0.nthPrime = { _ in 17 }
    } operation: {
      await Dependencies.current.nthPrime(3)
    }
    #expect(inside == 17)

    // Outside, the test default is back: calling it records an issue and answers nil.
    // NB: the `#expect` stays outside `withKnownIssue`, which would take its failure for the
    // known issue and pass.
    var outside: Int? = -1
    await withKnownIssue("outside its scope, nthPrime should be the failing test default") {
      outside = await Dependencies.current.nthPrime(3)
    }
    #expect(outside == nil)
  }

  @Test func nthPrimeButtonTapped_AsksForTheCountthPrimeAndFeedsItBack() async {
    // The count is 3, so the lookup must be asked for the 3rd prime.
    var state = CounterState(count: 3)

    // NB: 17 is not the 3rd prime on purpose: only the override can produce it.
    await confirmation("nthPrime was asked exactly once") { asked in
      // Tap the button with the lookup overridden: it checks the count it is asked for.
      let effects = withDependencies {
        $0.nthPrime = { n in
          #expect(n == 3, "the request should ask for the count-th prime")
          asked()
          return 17
        }
      } operation: {
        counterReducer(state: &state, action: .nthPrimeButtonTapped)
      }

      // Tapping disables the button and hands back one effect, which has not asked yet.
      #expect(state == CounterState(count: 3, isNthPrimeButtonDisabled: true))
      #expect(effects.count == 1)

      // Run it: it feeds back exactly the answer the dependency gave.
      var actions: [CounterAction] = []
      for effect in effects {
        for await action in effect.stream() { actions.append(action) }
      }
      #expect(actions == [.nthPrimeResponse(17)])
    }
  }

  @Test(
    arguments: [
      (response: 17, alert: PrimeAlert(prime: 17)),
      (response: nil, alert: nil),
    ] as [(Int?, PrimeAlert?)])
  func nthPrimeResponse_ReEnablesTheButtonAndShowsAnyPrime(response: Int?, alert: PrimeAlert?) {
    var state = CounterState(count: 7, isNthPrimeButtonDisabled: true)

    let effects = counterReducer(state: &state, action: .nthPrimeResponse(response))

    // A prime shows its alert; no answer shows nothing. Either way the button comes back.
    #expect(state == CounterState(count: 7, isNthPrimeButtonDisabled: false, alertNthPrime: alert))
    #expect(effects.isEmpty)
  }
}
