import EffectKitAsyncTesting
import Testing
import WorkshopChecks

@testable import PrimeTime

/// The dependency tools carried over from step 14, with the clock among the dependencies:
/// given code, checked so that it stays right.
@Suite(.localizedIssues) struct DependenciesChecks {
  @Test func withDependencies_OverridesTheClockForItsScopeOnly() async {
    let clock = TestClock()

    let inside = withDependencies {
      $0.continuousClock = clock
    } operation: {
      Dependencies.current.continuousClock
    }
    let insideAsync = await withDependencies {
      $0.nthPrime = { _ in 17 }
    } operation: {
      await Dependencies.current.nthPrime(7)
    }

    #expect(inside as? TestClock === clock)
    #expect(insideAsync == 17)
    #expect(Dependencies.current.continuousClock is ContinuousClock)
  }

  @Test func theTestClock_RecordsAnIssueNamingIt_AndEndsTheSleepQuietly() async {
    var ended: (any Error)?
    await withKnownIssue {
      do {
        try await Dependencies.test.continuousClock.sleep(for: .seconds(1))
      } catch {
        ended = error
      }
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("Dependencies.continuousClock.sleep") }
    }
    // A timer on it stops at its first sleep, instead of failing every second.
    #expect(ended is CancellationError)
  }

  @Test func theTestNthPrime_RecordsAnIssueNamingIt() async {
    await withKnownIssue {
      _ = await Dependencies.test.nthPrime(3)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("Dependencies.nthPrime") }
    }
  }

  @Test(.testDependencies) func testDependenciesTrait_StartsTheTestFromTheTestValues() async {
    await withKnownIssue {
      try? await Dependencies.current.continuousClock.sleep(for: .seconds(1))
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("Dependencies.continuousClock") }
    }
  }

  @Test func newScreens_StartEmpty() {
    #expect(CounterState() == CounterState(count: 0, isTimerRunning: false))
    #expect(PrimeSearchState() == PrimeSearchState(query: "", prime: nil))
  }
}
