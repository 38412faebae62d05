import EffectKit
import Foundation
import Testing

@testable import PrimeTime

// Your tests, in Swift Testing. The workshop runs them again with bugs planted in the app
// code, and checks that they notice. Swift Testing runs them in parallel: keep every
// override inside a `withDependencies` scope.

// Every test starts from the failing test dependencies: it overrides what it expects the
// code to use, and anything else the code reaches for fails the test with the
// dependency's name.
@Suite(.testDependencies)
struct CounterTests {
  @Test func withDependencies_OverrideEndsWithItsScope() async {
    // TODO(4): override nthPrime inside a scope and expect the override there; then show
    // that outside the scope nthPrime is the failing test default again (use
    // `withKnownIssue`).
    Issue.record("TODO(4): write a test that an override ends with its withDependencies "
      + "scope")
  }

  @Test func nthPrimeButtonTapped_AsksForTheCountthPrimeAndFeedsItBack() async {
    // TODO(5): in a `confirmation`, override nthPrime to expect the count, confirm, and
    // answer a prime the live code would not; send .nthPrimeButtonTapped; expect the new
    // state; run the effect with `stream()` and expect exactly one .nthPrimeResponse with
    // your prime.
    Issue.record("TODO(5): write a test that the button asks nthPrime and feeds its "
      + "answer back")
  }

  // TODO(6): make this test parameterized with `@Test(arguments:)`: one case for a prime,
  // one for nil; start from a disabled button and expect it re-enabled, with the alert
  // (or none).
  @Test func nthPrimeResponse_ReEnablesTheButtonAndShowsAnyPrime() {
    Issue.record("TODO(6): write a parameterized test of .nthPrimeResponse with a prime "
      + "and nil")
  }
}

