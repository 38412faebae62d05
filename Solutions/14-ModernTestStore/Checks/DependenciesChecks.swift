import Foundation
import Testing
import WorkshopChecks

@testable import PrimeTime

/// The dependency tools carried over from step 13, and the new screen's defaults: given code,
/// checked so that it stays right.
@Suite(.localizedIssues, .timeLimit(.minutes(1)))
struct DependenciesChecks {
  @Test func withDependencies_OverridesForItsScopeOnly() async {
    let date = Date(timeIntervalSince1970: 1_234_567_890)
    let before = Dependencies.current.now()

    let inside = withDependencies {
      $0.now = { date }
    } operation: {
      Dependencies.current.now()
    }
    let insideAsync = await withDependencies {
      $0.loadFavoritePrimes = { [7] }
    } operation: {
      await Dependencies.current.loadFavoritePrimes()
    }

    #expect(inside == date)
    #expect(insideAsync == [7])
    #expect(Dependencies.current.now() >= before, "outside the scope, now is the live clock again")
  }

  @Test(arguments: ["loadFavoritePrimes", "saveFavoritePrimes", "nthPrime", "now"])
  func theTestDefault_RecordsAnIssueNamingTheDependency(_ name: String) async {
    await withKnownIssue {
      switch name {
      case "loadFavoritePrimes": _ = await Dependencies.test.loadFavoritePrimes()
      case "saveFavoritePrimes": await Dependencies.test.saveFavoritePrimes([2])
      case "nthPrime": _ = await Dependencies.test.nthPrime(3)
      default: _ = Dependencies.test.now()
      }
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("Dependencies.\(name)") }
    }
  }

  @Test(.testDependencies) func testDependenciesTrait_StartsTheTestFromTheTestValues() async {
    // Outside any override the test values answer, and say they were not overridden.
    await withKnownIssue {
      _ = await Dependencies.current.nthPrime(3)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("Dependencies.nthPrime") }
    }
  }

  @Test func aNewApp_StartsAtZero_WithNoFavorites() {
    #expect(AppState() == AppState(counter: CounterState(count: 0), favoritePrimes: .init()))
    #expect(CounterState().count == 0)
    #expect(FavoritePrimesState() == FavoritePrimesState(favoritePrimes: [], lastSavedAt: nil))
  }
}
